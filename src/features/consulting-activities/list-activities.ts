import { assertDateRange } from '../../shared/date-range.js';
import type { App } from '../../shared/http/app-types.js';
import { listActivitiesPage } from './repository.js';
import { ActivityListQuery, ActivityPage, TAG } from './schemas.js';

export default function listActivities(app: App): void {
  app.get(
    '/api/consultingactivity',
    {
      schema: {
        tags: [TAG],
        summary: 'Consulting activities, paged, newest first; filters clientId, contractId, billable and a date range (from/to, both included)',
        querystring: ActivityListQuery,
        response: { 200: ActivityPage },
      },
    },
    async (request) => {
      assertDateRange(request.query);
      return listActivitiesPage(app.db, request.query);
    },
  );
}
