import { Type } from 'typebox';
import { ServiceUnavailableError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';

const READINESS_BUDGET_MS = 1_500;

const DependencyState = Type.Union([Type.Literal('up'), Type.Literal('down')]);

export default function readyz(app: App): void {
  const { databaseConnectMs, databaseStatementMs, redisCommandMs } = app.config.timeouts;
  // A check never waits longer than its dependency's own timeouts would let a request wait, nor
  // longer than a load balancer's probe does: a dependency that has not answered `select 1` or a
  // ping in 1.5 s is down for taking traffic, and the probe hears so within 2 s.
  const limitMs = Math.min(READINESS_BUDGET_MS, Math.max(databaseConnectMs + databaseStatementMs, redisCommandMs) + 500);

  async function state(name: string, check: () => Promise<unknown>): Promise<'up' | 'down'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
    });
    try {
      await Promise.race([check(), timeout]);
      return 'up';
    } catch (error) {
      app.log.warn({ err: error, dependency: name }, 'readiness check failed');
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: every dependency answers (database, and Redis when configured)',
        description:
          'Load balancers take an instance out of rotation while this is 503. `checks` names each dependency ' +
          '(`database`, `redis` when `REDIS_URL` is set) as `up` or `down`, in the 503 problem too.',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            database: Type.String(),
            checks: Type.Record(Type.String(), DependencyState),
          }),
          503: problemResponse('A dependency cannot be reached (`checks` says which).'),
        },
      },
    },
    async () => {
      const names = Object.keys(app.dependencies);
      const states = await Promise.all(names.map((name) => state(name, app.dependencies[name]!)));
      const checks = Object.fromEntries(names.map((name, index) => [name, states[index]!]));
      const down = names.filter((name) => checks[name] === 'down');
      if (down.length > 0) {
        throw new ServiceUnavailableError(`Not ready: ${down.join(', ')} unavailable.`, down.includes('database') ? 'database_unreachable' : 'unavailable', 2, { checks });
      }
      return { status: 'ready' as const, database: app.dialect, checks };
    },
  );
}
