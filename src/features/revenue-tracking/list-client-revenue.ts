import { assertDateRange } from '../../shared/date-range.js';
import type { App } from '../../shared/http/app-types.js';
import { listEntriesPage } from './repository.js';
import { ClientIdParams, ClientRevenueQuery, ListResp, TAG } from './schemas.js';

export default function listClientRevenue(app: App): void {
  app.get(
    '/api/revenue-tracking/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's revenue entries, paged, newest invoice first",
        params: ClientIdParams,
        querystring: ClientRevenueQuery,
        response: { 200: ListResp },
      },
    },
    async (request) => {
      assertDateRange(request.query);
      return listEntriesPage(app.db, { ...request.query, clientId: request.params.clientId });
    },
  );
}
