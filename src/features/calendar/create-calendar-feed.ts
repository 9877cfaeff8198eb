import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { CreatedCalendarFeed, TAG } from './schemas.js';
import { createFeed, feedUrl } from './service.js';

export default function createCalendarFeed(app: App): void {
  app.post(
    '/api/calendar/feed',
    {
      schema: {
        tags: [TAG],
        summary: "A new secret calendar-feed URL for the signed-in user (shown once; a previous URL stops working)",
        description: 'Subscribe to the URL in Google Calendar, Outlook or Apple Calendar: an iCalendar feed of the firm’s filing deadlines and schedules.',
        response: { 201: CreatedCalendarFeed },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await createFeed(contextOf(app, request), request.user!.id);
      return reply.code(201).send({ url: feedUrl(new URL(app.config.adminUrl).origin, token), createdAt });
    },
  );
}
