import { assertDateRange } from '../../shared/date-range.js';
import type { App } from '../../shared/http/app-types.js';
import { listEntriesPage } from './repository.js';
import { ListResp, RevenueListQuery, TAG } from './schemas.js';

export default function listRevenue(app: App): void {
  app.get(
    '/api/revenue-tracking',
    {
      schema: {
        tags: [TAG],
        summary: 'Revenue entries, paged, newest invoice first; filters clientId, isPaid and invoice dates from/to (both included)',
        querystring: RevenueListQuery,
        response: { 200: ListResp },
      },
    },
    async (request) => {
      assertDateRange(request.query);
      return listEntriesPage(app.db, request.query);
    },
  );
}
