import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { softDeleteFiling } from './repository.js';
import { TAG } from './schemas.js';

export default function deleteFiling(app: App): void {
  app.delete(
    '/api/taxfiling/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete (hide) a tax filing',
        description: 'A soft delete: the filing disappears from every read while the row is kept for the record.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      if (!(await softDeleteFiling(app.db, request.params.id))) throw new NotFoundError('Tax filing', request.params.id);
      return reply.code(204).send(null);
    },
  );
}
