import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listSchedules } from './service.js';
import { SchedulePage, ScheduleListQuery, TAG } from './schemas.js';

export default function listSchedulesRoute(app: App): void {
  app.get(
    '/api/taxfilingschedule',
    {
      schema: {
        tags: [TAG],
        summary: 'Filing schedules, paged, by due date; filters completed, clientId and a due-date range (from/to, both included)',
        querystring: ScheduleListQuery,
        response: { 200: SchedulePage },
      },
    },
    async (request) => listSchedules(contextOf(app, request), request.query),
  );
}
