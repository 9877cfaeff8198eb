import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { markRevenueUnpaid } from './service.js';
import { RevenueEntry, TAG } from './schemas.js';

export default function markRevenueUnpaidRoute(app: App): void {
  app.delete(
    '/api/revenue-tracking/:id/paid',
    {
      schema: {
        tags: [TAG],
        summary: 'Un-pay a revenue entry marked paid by mistake; answers the entry',
        description: 'Clears isPaid, paidAt and paymentMethod; the entry is pending again.',
        params: IdParams,
        response: { 200: RevenueEntry, 409: problemResponse('Not paid (`revenue_not_paid`).') },
      },
    },
    async (request) => markRevenueUnpaid(contextOf(app, request), request.params.id),
  );
}
