import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteFiling } from './service.js';
import { TAG } from './schemas.js';

export default function deleteFilingRoute(app: App): void {
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
      await deleteFiling(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
