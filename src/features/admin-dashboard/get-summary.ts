import type { App } from '../../shared/http/app-types.js';
import { addDays, addMonths } from '../../shared/dates.js';
import { businessToday, UPCOMING_DAYS_DEFAULT, upcomingWindow } from '../../shared/tax/upcoming.js';
import { summary } from './repository.js';
import { DashboardSummary, TAG } from './schemas.js';

export default function getSummary(app: App): void {
  app.get(
    '/api/admin-dashboard/summary',
    {
      schema: {
        tags: [TAG],
        summary: 'Counts and sums for the dashboard cards, in one database round trip',
        response: { 200: DashboardSummary },
      },
    },
    async () => {
      const today = businessToday(app);
      const monthStart = `${today.slice(0, 7)}-01`;
      return summary(app.db, {
        today,
        window: upcomingWindow(app, UPCOMING_DAYS_DEFAULT),
        monthStart,
        monthEnd: addDays(addMonths(monthStart, 1), -1),
        now: app.clock.now().toISOString(),
      });
    },
  );
}
