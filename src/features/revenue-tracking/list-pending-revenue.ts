import type { App } from '../../shared/http/app-types.js';
import { listPendingPage } from './repository.js';
import { ListResp, PendingQuery, TAG } from './schemas.js';

export default function listPendingRevenue(app: App): void {
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
    async (request) => listPendingPage(app.db, request.query),
  );
}
