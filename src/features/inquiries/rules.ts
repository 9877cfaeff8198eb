import type { InquiryStatus } from '../../db/tables/office.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { ChangeOutcome } from './repository.js';

/** `converted` is reached only through convert-to-client. */
export function settableStatus(status: InquiryStatus): Exclude<InquiryStatus, 'converted'> {
  if (status === 'converted') {
    throw ValidationError.field('status', 'is set only by converting the inquiry to a client', 'status_requires_conversion');
  }
  return status;
}

export function assertChanged(outcome: ChangeOutcome, id: number): void {
  if (outcome === 'not_found') throw new NotFoundError('Inquiry', id);
  if (outcome === 'converted') {
    throw new ConflictError(`Inquiry ${id} has been converted to a client; its status is final.`, 'inquiry_converted');
  }
}
