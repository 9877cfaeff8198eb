import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { DEFAULT_RANGE_DAYS } from './lib/filters.js';
import { LogSummary, RangeQuery, TAG } from './schemas.js';
import { summarizeLogs as summarize } from './service.js';

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
    async (request) => summarize(contextOf(app, request), request.query),
  );
}
