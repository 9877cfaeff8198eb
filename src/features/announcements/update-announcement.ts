import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Announcement, TAG, UpdateAnnouncementRequest } from './schemas.js';
import { updateAnnouncement as update } from './service.js';

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
    async (request) => update(contextOf(app, request), request.params.id, request.body),
  );
}
