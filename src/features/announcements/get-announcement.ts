import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findAnnouncement } from './repository.js';
import { Announcement, TAG } from './schemas.js';

export default function getAnnouncement(app: App): void {
  app.get(
    '/api/announcement/:id',
    { schema: { tags: [TAG], summary: 'One announcement', params: IdParams, response: { 200: Announcement } } },
    async (request) => {
      const announcement = await findAnnouncement(app.db, request.params.id);
      if (!announcement) throw new NotFoundError('Announcement', request.params.id);
      return announcement;
    },
  );
}
