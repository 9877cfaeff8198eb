import type { App } from '../../shared/http/app-types.js';
import { DEFAULT_RANGE_DAYS, windowedFilter } from './lib/filters.js';
import { summarize } from './repository.js';
import { LogSummary, RangeQuery, TAG } from './schemas.js';

export default function summarizeLogs(app: App): void {
  app.get(
    '/api/clientlog/summary',
    {
      schema: {
        tags: [TAG],
        summary: `Counts per level and per UTC day, and the top problems, between from and to (default: the last ${DEFAULT_RANGE_DAYS} days)`,
        querystring: RangeQuery,
        response: { 200: LogSummary },
      },
    },
    async (request) => {
      const filter = windowedFilter(request.query, app.clock.now());
      return { from: filter.from, to: filter.to, ...(await summarize(app.db, app.dialect, filter)) };
    },
  );
}
