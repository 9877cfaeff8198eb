import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { contractInput, contractWriteProblem } from './input.js';
import { findContract, updateContract } from './repository.js';
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
    async (request) => {
      const { id } = request.params;
      const input = contractInput(request.body);
      let updated: boolean;
      try {
        updated = await updateContract(app.db, id, input);
      } catch (error) {
        throw await contractWriteProblem(app, error, input);
      }
      if (!updated) throw new NotFoundError('Contract', id);
      return (await findContract(app.db, id))!;
    },
  );
}
