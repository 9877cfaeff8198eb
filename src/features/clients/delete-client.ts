import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { deleteClient as remove } from './service.js';

export default function deleteClient(app: App): void {
  app.delete(
    '/api/client/:id',
    {
      // A deleted client disappears from every read: one person's slip or ill will must not do it.
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Delete (hide) a client; its tax records are kept (admin)',
        description:
          'A soft delete: the client disappears from every read and its email becomes free for a new client, ' +
          'while the row stays so records that point at it (tax profiles, filings, contracts, revenue) remain intact.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await remove(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
