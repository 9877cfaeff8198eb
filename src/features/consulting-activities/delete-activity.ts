import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteActivity } from './service.js';
import { TAG } from './schemas.js';

export default function deleteActivityRoute(app: App): void {
  app.delete(
    '/api/consultingactivity/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete (hide) a consulting activity',
        description: 'A soft delete: the activity disappears from every read while the row is kept for the record.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteActivity(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
