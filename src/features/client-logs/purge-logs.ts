import type { App } from '../../shared/http/app-types.js';
import { boundInstant } from './lib/filters.js';
import { purgeBefore } from './repository.js';
import { PurgeQuery, PurgeResponse, TAG } from './schemas.js';

export default function purgeLogs(app: App): void {
  app.delete(
    '/api/clientlog',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Remove the entries that occurred before a date or instant (admin); answers how many were removed',
        querystring: PurgeQuery,
        response: { 200: PurgeResponse },
      },
    },
    async (request) => {
      return { deleted: await purgeBefore(app.db, boundInstant(request.query.before)) };
    },
  );
}
