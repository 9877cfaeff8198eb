import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../project-root.js';

const FEATURE_FILE = /[\\/]src[\\/]features[\\/]/;

/**
 * The feature file whose code is registering a route right now (Fastify runs onRoute hooks
 * synchronously inside `app.get(...)`), relative to the repository: `src/features/blog/get-post.ts`.
 * It names the operation and lets the layout test check that each route file registers one route.
 */
export function registeringFeatureFile(): string | undefined {
  const limit = Error.stackTraceLimit;
  const prepare = Object.getOwnPropertyDescriptor(Error, 'prepareStackTrace');
  const holder: { stack?: NodeJS.CallSite[] } = {};
  try {
    Error.stackTraceLimit = 50;
    Error.prepareStackTrace = (_error, frames) => frames;
    Error.captureStackTrace(holder, registeringFeatureFile);
    for (const frame of holder.stack ?? []) {
      const name = frame.getFileName();
      if (!name || !FEATURE_FILE.test(name) || name.endsWith('.test.ts')) continue;
      const file = name.startsWith('file:') ? fileURLToPath(name) : name;
      return path.relative(PROJECT_ROOT, file).split(path.sep).join('/');
    }
    return undefined;
  } finally {
    Error.stackTraceLimit = limit;
    if (prepare) Object.defineProperty(Error, 'prepareStackTrace', prepare);
    else Reflect.deleteProperty(Error, 'prepareStackTrace');
  }
}
