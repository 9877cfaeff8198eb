import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { softDeleteActivity } from './repository.js';
import { TAG } from './schemas.js';

export default function deleteActivity(app: App): void {
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
      if (!(await softDeleteActivity(app.db, request.params.id))) throw new NotFoundError('Consulting activity', request.params.id);
      return reply.code(204).send(null);
    },
  );
}
