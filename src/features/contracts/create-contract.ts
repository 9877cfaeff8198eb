import { requireVisibleClient } from '../../shared/clients/client-references.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { contractInput, contractWriteProblem } from './input.js';
import { findContract, insertContract } from './repository.js';
import { Contract, CreateContractRequest, TAG } from './schemas.js';

export default function createContract(app: App): void {
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
      const { clientId, ...fields } = request.body;
      const input = contractInput(fields);
      await requireVisibleClient(app.db, clientId);
      let id: number;
      try {
        id = await insertContract(app.db, clientId, input);
      } catch (error) {
        throw await contractWriteProblem(app, error, input);
      }
      return created(reply, `/api/contract/${id}`, (await findContract(app.db, id))!);
    },
  );
}
