import { assertDateRange } from '../../shared/date-range.js';
import type { App } from '../../shared/http/app-types.js';
import { listContractsPage } from './repository.js';
import { ContractListQuery, ContractPage, TAG } from './schemas.js';

export default function listContracts(app: App): void {
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
    async (request) => {
      assertDateRange(request.query);
      return listContractsPage(app.db, request.query);
    },
  );
}
