import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteFaq as deleteFaqRecord } from './repository.js';
import { TAG } from './schemas.js';

export default function deleteFaq(app: App): void {
  app.delete(
    '/api/faq/:id',
    {
      schema: { tags: [TAG], summary: 'Delete an FAQ entry', params: IdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
    },
    async (request, reply) => {
      if (!(await deleteFaqRecord(app.db, request.params.id))) throw new NotFoundError('FAQ entry', request.params.id);
      return reply.code(204).send(null);
    },
  );
}
