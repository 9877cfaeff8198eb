import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { deleteAnnouncement as remove } from './service.js';

export default function deleteAnnouncement(app: App): void {
  app.delete(
    '/api/announcement/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete an announcement',
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
