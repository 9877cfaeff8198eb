import type { App } from '../../shared/http/app-types.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import { listUpcomingPage } from './repository.js';
import { SchedulePage, TAG, UpcomingSchedulesQuery } from './schemas.js';

export default function listUpcomingSchedules(app: App): void {
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
      return listUpcomingPage(app.db, upcomingWindow(app, days), page);
    },
  );
}
