import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listClientContracts } from './service.js';
import { ClientContractsQuery, ClientIdParams, ContractPage, TAG } from './schemas.js';

export default function listClientContractsRoute(app: App): void {
  app.get(
    '/api/contract/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's contracts, paged, newest start first (404 for a client that does not exist)",
        params: ClientIdParams,
        querystring: ClientContractsQuery,
        response: { 200: ContractPage },
      },
    },
    async (request) => listClientContracts(contextOf(app, request), request.params.clientId, request.query),
  );
}
