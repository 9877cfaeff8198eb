import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { totalRevenue } from './service.js';
import { DateRangeQry, TAG, TotalResp } from './schemas.js';

export default function totalRevenueRoute(app: App): void {
  app.get(
    '/api/revenue-tracking/total',
    {
      schema: {
        tags: [TAG],
        summary: 'Total, paid and pending revenue and the count, for invoice dates from/to (both included; all time without them)',
        description: 'Query: `DateRangeQry`. Answer: `TotalResp`.',
        querystring: DateRangeQry,
        response: { 200: TotalResp },
      },
    },
    async (request) => totalRevenue(contextOf(app, request), request.query),
  );
}
