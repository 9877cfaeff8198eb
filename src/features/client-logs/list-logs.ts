import type { App } from '../../shared/http/app-types.js';
import { logFilter } from './lib/filters.js';
import { listEntriesPage } from './repository.js';
import { LogListQuery, LogPage, TAG } from './schemas.js';

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
    async (request) => {
      const { page, pageSize, ...query } = request.query;
      return listEntriesPage(app.db, app.dialect, { ...logFilter(query), page, pageSize });
    },
  );
}
