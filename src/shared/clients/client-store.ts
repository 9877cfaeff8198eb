/**
 * Writing a client: shared by the client group and an inquiry's conversion. Reading and changing
 * clients is the client group's (features/clients/repository.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientStatus, ClientType } from '../../db/tables/office.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { findVisibleId, insertRecord } from '../../db/records.js';
import { normalizeEmail } from '../auth/user-store.js';
import { ConflictError, ValidationError } from '../errors.js';

type Db = Kysely<Database>;

export interface ClientInput {
  name: string;
  email: string | null;
  phone: string | null;
  clientType: ClientType;
  companyId: number | null;
  businessNumber: string | null;
  address: string | null;
  status: ClientStatus;
  notes: string | null;
  remindByEmail: boolean;
}

export function clientColumnsOf(input: ClientInput) {
  return {
    name: input.name,
    email: input.email === null ? null : normalizeEmail(input.email),
    phone: input.phone,
    client_type: input.clientType,
    company_id: input.companyId,
    business_number: input.businessNumber,
    address: input.address,
    status: input.status,
    notes: input.notes,
    remind_by_email: input.remindByEmail,
  };
}

/**
 * Inserts a client and returns its id. Database errors propagate unchanged, so this works inside a
 * transaction; after the transaction, clientWriteProblem turns them into answers.
 */
export async function insertClient(db: Db, input: ClientInput, now: string, sourceInquiryId: number | null = null): Promise<number> {
  return insertRecord(db, 'clients', { ...clientColumnsOf(input), source_inquiry_id: sourceInquiryId, created_at: now, updated_at: now });
}

/**
 * The answer for a failed client write: a taken email is 409 naming the client that has it, an
 * unknown company is 400. Anything else is returned as it was. The one place client constraint violations become domain errors; call it outside any transaction.
 */
export async function clientWriteProblem(db: Db, error: unknown, input: ClientInput): Promise<unknown> {
  if (isUniqueViolation(error) && input.email !== null) {
    const email = normalizeEmail(input.email);
    const existingClientId = await findVisibleId(db, 'clients', 'email', email);
    if (existingClientId !== null) {
      return new ConflictError(`A client with email ${email} already exists.`, 'client_email_taken', {
        existingClientId,
        errors: { email: ['is already used by another client'] },
      });
    }
  }
  if (isForeignKeyViolation(error) && input.companyId !== null) {
    return ValidationError.field('companyId', `company ${input.companyId} does not exist`, 'company_not_found');
  }
  return error;
}
