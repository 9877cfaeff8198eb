import type { Static } from 'typebox';
import { ValidationError } from '../../shared/errors.js';
import { FILED_STATUSES, type FilingInput } from './repository.js';
import type { CreateFilingRequest } from './schemas.js';

/** A request body as the stored fields, after the rule that a filed return says when it was filed. */
export function filingInput(body: Omit<Static<typeof CreateFilingRequest>, 'clientId'>): FilingInput {
  const input: FilingInput = {
    taxType: body.taxType,
    taxYear: body.taxYear,
    period: body.period ?? null,
    status: body.status ?? 'draft',
    dueDate: body.dueDate ?? null,
    filedAt: body.filedAt ?? null,
    amountDue: body.amountDue ?? null,
    refundAmount: body.refundAmount ?? null,
    memo: body.memo ?? null,
  };
  if (FILED_STATUSES.includes(input.status) && input.filedAt === null) {
    throw ValidationError.field('filedAt', `is required when status is ${input.status}`, 'filed_at_required');
  }
  return input;
}
