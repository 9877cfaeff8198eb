import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listClientContracts } from './service.js';
import { ClientContractPage, ClientContractsQuery, ClientIdParams, TAG } from './schemas.js';

export default function listClientContractsRoute(app: App): void {
  app.get(
    '/api/contract/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's contracts, paged, newest start first, each with its newest engagement letter's status (404 for a client that does not exist)",
        params: ClientIdParams,
        querystring: ClientContractsQuery,
        response: { 200: ClientContractPage },
      },
    },
    async (request) => listClientContracts(contextOf(app, request), request.params.clientId, request.query),
  );
}
