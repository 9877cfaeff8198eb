import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listDeadlines } from './service.js';
import { DeadlineListQuery, DeadlinePage, TAG } from './schemas.js';

export default function listDeadlinesRoute(app: App): void {
  app.get(
    '/api/deadlines',
    {
      schema: {
        tags: [TAG],
        summary: "Filings with a due date and filing schedules of current clients, one list soonest due first (overdue ones lead); filters state, kind, clientId, taxType, from/to",
        description: 'Query: DeadlineListQuery. A deadline is overdue when it is still open and due before the firm\'s today (BUSINESS_TIME_ZONE).',
        querystring: DeadlineListQuery,
        response: { 200: DeadlinePage },
      },
    },
    async (request) => listDeadlines(contextOf(app, request), request.query),
  );
}
