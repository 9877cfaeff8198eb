import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { MonthlyStatsQuery, MonthlyStatsResponse, TAG } from './schemas.js';
import { monthlyFigures } from './service.js';

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
    async (request) => monthlyFigures(contextOf(app, request), request.query.months),
  );
}
