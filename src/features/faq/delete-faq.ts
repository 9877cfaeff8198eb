import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { deleteFaq as remove } from './service.js';

export default function deleteFaq(app: App): void {
  app.delete(
    '/api/faq/:id',
    {
      schema: { tags: [TAG], summary: 'Delete an FAQ entry', params: IdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
    },
    async (request, reply) => {
      await remove(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
