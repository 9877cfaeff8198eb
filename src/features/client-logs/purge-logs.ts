import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { PurgeQuery, PurgeResponse, TAG } from './schemas.js';
import { purgeLogs as purge } from './service.js';

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
    async (request) => ({ deleted: await purge(contextOf(app, request), request.query.before) }),
  );
}
