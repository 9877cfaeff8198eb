import { appContextOf, type ServiceContext } from '../shared/context.js';
import type { TestContext } from './harness.js';

/** A service context on the test's app with no user (what a job or the system acts as); `overrides` replace parts (another vault). */
export function systemContext(t: TestContext, requestId: string, overrides: Partial<ServiceContext> = {}): ServiceContext {
  return { ...appContextOf(t.app, { userId: null, ip: null, requestId }), ...overrides };
}
