import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listContracts } from './service.js';
import { ContractListQuery, ContractPage, TAG } from './schemas.js';

export default function listContractsRoute(app: App): void {
  app.get(
    '/api/contract',
    {
      schema: {
        tags: [TAG],
        summary: 'Contracts, paged, newest start first; filters clientId, status and a start-date range (from/to, both included)',
        querystring: ContractListQuery,
        response: { 200: ContractPage },
      },
    },
    async (request) => listContracts(contextOf(app, request), request.query),
  );
}
