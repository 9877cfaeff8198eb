import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findContract } from './repository.js';
import { Contract, TAG } from './schemas.js';

export default function getContract(app: App): void {
  app.get(
    '/api/contract/:id',
    { schema: { tags: [TAG], summary: 'One contract (404 once deleted)', params: IdParams, response: { 200: Contract } } },
    async (request) => {
      const contract = await findContract(app.db, request.params.id);
      if (!contract) throw new NotFoundError('Contract', request.params.id);
      return contract;
    },
  );
}
