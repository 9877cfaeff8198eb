import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { bodyMayBeOmitted } from '../../shared/http/optional-body.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findEntry, markPaid } from './repository.js';
import { MarkPaidRequest, RevenueEntry, TAG } from './schemas.js';

export default function markRevenuePaid(app: App): void {
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
    async (request) => {
      const { id } = request.params;
      const paidAt = new Date(request.body.paidAt ?? app.clock.now()).toISOString();
      if (!(await markPaid(app.db, id, paidAt, request.body.paymentMethod))) {
        const existing = await findEntry(app.db, id);
        if (!existing) throw new NotFoundError('Revenue entry', id);
        throw new ConflictError(`Revenue entry ${id} is already paid.`, 'revenue_already_paid', { paidAt: existing.paidAt });
      }
      return (await findEntry(app.db, id))!;
    },
  );
}
