import { sql } from 'kysely';
import { Type } from 'typebox';
import { ServiceUnavailableError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';

export default function readyz(app: App): void {
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database answers',
        response: {
          200: Type.Object({ status: Type.Literal('ready'), database: Type.String() }),
          503: problemResponse('The database cannot be reached.'),
        },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new ServiceUnavailableError('The database cannot be reached.', 'database_unreachable');
      }
      return { status: 'ready' as const, database: app.dialect };
    },
  );
}
