import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listClientRevenue } from './service.js';
import { ClientIdParams, ClientRevenueQuery, ListResp, TAG } from './schemas.js';

export default function listClientRevenueRoute(app: App): void {
  app.get(
    '/api/revenue-tracking/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's revenue entries, paged, newest invoice first (404 for a client that does not exist)",
        params: ClientIdParams,
        querystring: ClientRevenueQuery,
        response: { 200: ListResp },
      },
    },
    async (request) => listClientRevenue(contextOf(app, request), request.params.clientId, request.query),
  );
}
