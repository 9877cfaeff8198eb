import type { App } from '../../shared/http/app-types.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import { monthlyStats, monthStarts } from './repository.js';
import { MonthlyStatsQuery, MonthlyStatsResponse, TAG } from './schemas.js';

export default function getMonthlyStats(app: App): void {
  app.get(
    '/api/admin-dashboard/monthly-stats',
    {
      schema: {
        tags: [TAG],
        summary: 'Revenue, new clients and new inquiries per month for the last `months` months (default 12), oldest first',
        querystring: MonthlyStatsQuery,
        response: { 200: MonthlyStatsResponse },
      },
    },
    async (request) => {
      const starts = monthStarts(businessToday(app), request.query.months);
      return { months: await monthlyStats(app.db, app.dialect, starts, app.config.businessTimeZone) };
    },
  );
}
