import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { bodyMayBeOmitted } from '../../shared/http/optional-body.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { markRevenuePaid } from './service.js';
import { MarkPaidRequest, RevenueEntry, TAG } from './schemas.js';

export default function markRevenuePaidRoute(app: App): void {
  app.put(
    '/api/revenue-tracking/:id/paid',
    {
      preValidation: bodyMayBeOmitted,
      schema: {
        tags: [TAG],
        summary: 'Mark a revenue entry paid; answers the entry',
        params: IdParams,
        body: MarkPaidRequest,
        response: { 200: RevenueEntry, 409: problemResponse('Already paid (`revenue_already_paid`, with `paidAt`).') },
      },
    },
    async (request) => markRevenuePaid(contextOf(app, request), request.params.id, request.body),
  );
}
