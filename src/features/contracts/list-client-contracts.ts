import type { App } from '../../shared/http/app-types.js';
import { listContractsPage } from './repository.js';
import { ClientContractsQuery, ClientIdParams, ContractPage, TAG } from './schemas.js';

export default function listClientContracts(app: App): void {
  app.get(
    '/api/contract/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's contracts, paged, newest start first",
        params: ClientIdParams,
        querystring: ClientContractsQuery,
        response: { 200: ContractPage },
      },
    },
    async (request) => listContractsPage(app.db, { ...request.query, clientId: request.params.clientId }),
  );
}
