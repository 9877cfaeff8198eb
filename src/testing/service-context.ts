import type { ServiceContext } from '../shared/context.js';
import type { TestContext } from './harness.js';

/** A service context on the test's app with no user (what a job or the system acts as); `overrides` replace parts (another vault). */
export function systemContext(t: TestContext, requestId: string, overrides: Partial<ServiceContext> = {}): ServiceContext {
  const app = t.app;
  return {
    db: app.db,
    reportDb: app.reports.db,
    exportDb: app.reports.streams,
    dialect: app.dialect,
    clock: app.clock,
    config: app.config,
    log: app.log,
    mailer: app.mailer,
    documents: app.documents,
    actor: { userId: null, ip: null, requestId },
    ...overrides,
  };
}
