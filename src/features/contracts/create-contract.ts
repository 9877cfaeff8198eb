import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { createContract } from './service.js';
import { Contract, CreateContractRequest, TAG } from './schemas.js';

export default function createContractRoute(app: App): void {
  app.post(
    '/api/contract',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a contract with a client',
        body: CreateContractRequest,
        response: { 201: Contract, 409: problemResponse('The contract number is taken (`contract_number_taken`, with `existingContractId`).') },
      },
    },
    async (request, reply) => {
      const contract = await createContract(contextOf(app, request), request.body);
      return created(reply, `/api/contract/${contract.id}`, contract);
    },
  );
}
