import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { LogListQuery, LogPage, TAG } from './schemas.js';
import { listLogs as list } from './service.js';

export default function listLogs(app: App): void {
  app.get(
    '/api/clientlog',
    {
      schema: {
        tags: [TAG],
        summary: 'Client log entries, paged, newest first; filters level (one or several), from/to, search, source, fingerprint',
        querystring: LogListQuery,
        response: { 200: LogPage },
      },
    },
    async (request) => list(contextOf(app, request), request.query),
  );
}
