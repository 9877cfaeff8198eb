import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listActivities } from './service.js';
import { ActivityListQuery, ActivityPage, TAG } from './schemas.js';

export default function listActivitiesRoute(app: App): void {
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
    async (request) => listActivities(contextOf(app, request), request.query),
  );
}
