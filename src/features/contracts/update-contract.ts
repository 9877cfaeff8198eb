import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateContract } from './service.js';
import { Contract, TAG, UpdateContractRequest } from './schemas.js';

export default function updateContractRoute(app: App): void {
  app.put(
    '/api/contract/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a contract',
        params: IdParams,
        body: UpdateContractRequest,
        response: { 200: Contract, 409: problemResponse('The contract number is taken (`contract_number_taken`).') },
      },
    },
    async (request) => updateContract(contextOf(app, request), request.params.id, request.body),
  );
}
