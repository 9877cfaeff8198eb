import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteRevenue } from './service.js';
import { TAG } from './schemas.js';

export default function deleteRevenueRoute(app: App): void {
  app.delete(
    '/api/revenue-tracking/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a mistaken revenue entry',
        description: 'The row is removed and leaves the totals; its fields stay in the audit entry.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteRevenue(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
