import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getContract } from './service.js';
import { Contract, TAG } from './schemas.js';

export default function getContractRoute(app: App): void {
  app.get(
    '/api/contract/:id',
    { schema: { tags: [TAG], summary: 'One contract (404 once deleted)', params: IdParams, response: { 200: Contract } } },
    async (request) => getContract(contextOf(app, request), request.params.id),
  );
}
