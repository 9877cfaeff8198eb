import { assertDateRange } from '../../shared/date-range.js';
import type { App } from '../../shared/http/app-types.js';
import { listSchedulesPage } from './repository.js';
import { SchedulePage, ScheduleListQuery, TAG } from './schemas.js';

export default function listSchedules(app: App): void {
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
    async (request) => {
      assertDateRange(request.query);
      return listSchedulesPage(app.db, request.query);
    },
  );
}
