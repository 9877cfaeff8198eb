import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listRevenue } from './service.js';
import { ListResp, RevenueListQuery, TAG } from './schemas.js';

export default function listRevenueRoute(app: App): void {
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
    async (request) => listRevenue(contextOf(app, request), request.query),
  );
}
