import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateRevenue } from './service.js';
import { RevenueEntry, TAG, UpdateRequest } from './schemas.js';

export default function updateRevenueRoute(app: App): void {
  app.put(
    '/api/revenue-tracking/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Correct a revenue entry (description, amount, dates, contract); answers the entry',
        description: 'The totals and monthly reports follow. An unchanged save writes nothing and records no audit entry.',
        params: IdParams,
        body: UpdateRequest,
        response: { 200: RevenueEntry },
      },
    },
    async (request) => updateRevenue(contextOf(app, request), request.params.id, request.body),
  );
}
