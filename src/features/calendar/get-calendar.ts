import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { textResponse } from '../../shared/http/schemas.js';
import { CalendarTokenParams, TAG } from './schemas.js';
import { renderFeed } from './service.js';

export default function getCalendar(app: App): void {
  app.get(
    '/api/calendar/:token.ics',
    {
      // Calendar apps cannot sign in: the URL's secret is the credential (stored hashed).
      config: { public: true, secretParams: ['token'] },
      schema: {
        tags: [TAG],
        summary: 'The iCalendar (RFC 5545) feed of the firm’s filing deadlines and schedules, for calendar apps',
        params: CalendarTokenParams,
        response: { 200: textResponse('An iCalendar document.', 'text/calendar') },
      },
    },
    async (request, reply) => {
      const body = await renderFeed(contextOf(app, request), request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  );
}
