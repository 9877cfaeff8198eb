import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteContract } from './service.js';
import { TAG } from './schemas.js';

export default function deleteContractRoute(app: App): void {
  app.delete(
    '/api/contract/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete (hide) a contract; activities and revenue that name it keep the reference',
        description: 'A soft delete: the contract disappears from reads and new records cannot name it; its number becomes free.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteContract(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
