import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { Announcement, CreateAnnouncementRequest, TAG } from './schemas.js';
import { createAnnouncement as create } from './service.js';

export default function createAnnouncement(app: App): void {
  app.post(
    '/api/announcement',
    {
      schema: { tags: [TAG], summary: 'Create an announcement', body: CreateAnnouncementRequest, response: { 201: Announcement } },
    },
    async (request, reply) => {
      const announcement = await create(contextOf(app, request), request.body);
      return created(reply, `/api/announcement/${announcement.id}`, announcement);
    },
  );
}
