import type { App } from '../../shared/http/app-types.js';
import { listAnnouncementsPage } from './repository.js';
import { AnnouncementListQuery, AnnouncementPage, TAG } from './schemas.js';

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
    async (request) => listAnnouncementsPage(app.db, app.dialect, request.query),
  );
}
