import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listUpcomingSchedules } from './service.js';
import { SchedulePage, TAG, UpcomingSchedulesQuery } from './schemas.js';

export default function listUpcomingSchedulesRoute(app: App): void {
  app.get(
    '/api/taxfilingschedule/upcoming',
    {
      schema: {
        tags: [TAG],
        summary: 'Pending schedules of current clients due within `days` (default 30), soonest first',
        description: 'Overdue schedules are not "upcoming": list them with `completed=false&to=<yesterday>`.',
        querystring: UpcomingSchedulesQuery,
        response: { 200: SchedulePage },
      },
    },
    async (request) => {
      const { days, ...page } = request.query;
      return listUpcomingSchedules(contextOf(app, request), days, page);
    },
  );
}
