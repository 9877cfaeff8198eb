import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { CalendarFeedStatus, TAG } from './schemas.js';
import { feedStatus } from './service.js';

export default function getCalendarFeedStatus(app: App): void {
  app.get(
    '/api/calendar/feed',
    {
      schema: {
        tags: [TAG],
        summary: "Whether the signed-in user has a calendar feed, when it was made and last fetched (never its URL: that is shown once)",
        response: { 200: CalendarFeedStatus },
      },
    },
    async (request) => {
      const status = await feedStatus(contextOf(app, request), request.user!.id);
      return { active: status !== null, createdAt: status?.createdAt ?? null, lastUsedAt: status?.lastUsedAt ?? null };
    },
  );
}
