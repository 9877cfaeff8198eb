import type { App } from '../../shared/http/app-types.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import { monthlyTotals } from './repository.js';
import { MonthlyQry, MonthlyResp, TAG } from './schemas.js';

export default function monthlyRevenue(app: App): void {
  app.get(
    '/api/revenue-tracking/monthly',
    {
      schema: {
        tags: [TAG],
        summary: 'Revenue per month of a year by invoice date: total, paid, pending and count, all twelve months',
        description: 'Query: `MonthlyQry`. Answer: `MonthlyResp`.',
        querystring: MonthlyQry,
        response: { 200: MonthlyResp },
      },
    },
    async (request) => {
      const year = request.query.year ?? Number(businessToday(app).slice(0, 4));
      return { year, months: await monthlyTotals(app.db, app.dialect, year) };
    },
  );
}
