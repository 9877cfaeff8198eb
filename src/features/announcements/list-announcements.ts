import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { AnnouncementListQuery, AnnouncementPage, TAG } from './schemas.js';
import { listAnnouncements as list } from './service.js';

export default function listAnnouncements(app: App): void {
  app.get(
    '/api/announcement',
    {
      schema: {
        tags: [TAG],
        summary: 'Announcements, paged: pinned first, then sortOrder, then newest',
        description: '`active=true` keeps those published and inside their startsAt/endsAt window now.',
        querystring: AnnouncementListQuery,
        response: { 200: AnnouncementPage },
      },
    },
    async (request) => list(contextOf(app, request), request.query),
  );
}
