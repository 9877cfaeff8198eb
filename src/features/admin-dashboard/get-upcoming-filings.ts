import { DAY_MS } from '../../shared/dates.js';
import type { App } from '../../shared/http/app-types.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import { upcomingFilings } from './repository.js';
import { TAG, UpcomingFilingsQuery, UpcomingFilingsResponse } from './schemas.js';

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
    async (request) => {
      const window = upcomingWindow(app, request.query.days);
      const { totalCount, items } = await upcomingFilings(app.db, window, request.query.limit);
      const today = Date.parse(window.from);
      return {
        ...window,
        totalCount,
        items: items.map((item) => ({ ...item, daysLeft: Math.round((Date.parse(item.dueDate) - today) / DAY_MS) })),
      };
    },
  );
}
