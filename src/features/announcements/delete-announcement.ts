import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteAnnouncement as deleteAnnouncementRecord } from './repository.js';
import { TAG } from './schemas.js';

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
      if (!(await deleteAnnouncementRecord(app.db, request.params.id))) throw new NotFoundError('Announcement', request.params.id);
      return reply.code(204).send(null);
    },
  );
}
