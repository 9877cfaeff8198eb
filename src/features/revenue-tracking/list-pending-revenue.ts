import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listPendingRevenue } from './service.js';
import { ListResp, PendingQuery, TAG } from './schemas.js';

export default function listPendingRevenueRoute(app: App): void {
  app.get(
    '/api/revenue-tracking/pending',
    {
      schema: {
        tags: [TAG],
        summary: 'Unpaid revenue entries, paged, the oldest due date first',
        querystring: PendingQuery,
        response: { 200: ListResp },
      },
    },
    async (request) => listPendingRevenue(contextOf(app, request), request.query),
  );
}
