import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { monthlyRevenue } from './service.js';
import { MonthlyQry, MonthlyResp, TAG } from './schemas.js';

export default function monthlyRevenueRoute(app: App): void {
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
    async (request) => monthlyRevenue(contextOf(app, request), request.query.year),
  );
}
