import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { announcementInput } from './input.js';
import { updateAnnouncement as updateAnnouncementRecord } from './repository.js';
import { Announcement, TAG, UpdateAnnouncementRequest } from './schemas.js';

export default function updateAnnouncement(app: App): void {
  app.put(
    '/api/announcement/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace an announcement',
        params: IdParams,
        body: UpdateAnnouncementRequest,
        response: { 200: Announcement },
      },
    },
    async (request) => {
      const announcement = await updateAnnouncementRecord(app.db, request.params.id, announcementInput(request.body));
      if (!announcement) throw new NotFoundError('Announcement', request.params.id);
      return announcement;
    },
  );
}
