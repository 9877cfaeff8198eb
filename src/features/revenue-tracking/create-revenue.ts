import { requireVisibleClient } from '../../shared/clients/client-references.js';
import { requireContractOfClient } from '../../shared/contracts/contract-references.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { insertEntry } from './repository.js';
import { CreateRequest, IdResp, TAG } from './schemas.js';

export default function createRevenue(app: App): void {
  app.post(
    '/api/revenue-tracking',
    {
      schema: {
        tags: [TAG],
        summary: 'Record revenue (an invoiced amount); answers IdResp',
        description: 'The group has no read-by-id operation, so the 201 carries no Location; the entry appears in the lists.',
        body: CreateRequest,
        response: { 201: IdResp },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.dueDate && body.dueDate < body.invoiceDate) {
        throw ValidationError.field('dueDate', 'must not be before invoiceDate', 'invalid_range');
      }
      if (!body.isPaid && (body.paidAt || body.paymentMethod)) {
        throw ValidationError.field('isPaid', 'must be true when paidAt or paymentMethod is given', 'paid_fields_without_payment');
      }
      await requireVisibleClient(app.db, body.clientId);
      const contractId = body.contractId ?? null;
      if (contractId !== null) await requireContractOfClient(app.db, contractId, body.clientId);
      const id = await insertEntry(app.db, {
        clientId: body.clientId,
        contractId,
        description: body.description,
        amount: body.amount,
        invoiceDate: body.invoiceDate,
        dueDate: body.dueDate ?? null,
        paidAt: body.isPaid ? new Date(body.paidAt ?? app.clock.now()).toISOString() : null,
        paymentMethod: body.paymentMethod ?? null,
      });
      return reply.code(201).send({ id });
    },
  );
}
