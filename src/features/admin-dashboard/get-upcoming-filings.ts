import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { TAG, UpcomingFilingsQuery, UpcomingFilingsResponse } from './schemas.js';
import { upcomingWork } from './service.js';

export default function getUpcomingFilings(app: App): void {
  app.get(
    '/api/admin-dashboard/upcoming-filings',
    {
      schema: {
        tags: [TAG],
        summary: 'Pending filing schedules and open tax filings of current clients due within `days` (default 30), soonest first',
        querystring: UpcomingFilingsQuery,
        response: { 200: UpcomingFilingsResponse },
      },
    },
    async (request) => upcomingWork(contextOf(app, request), request.query),
  );
}
