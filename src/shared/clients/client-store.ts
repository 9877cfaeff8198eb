/**
 * Clients: the record the client group manages, inquiries convert into and the tax practice groups
 * point at. Reads never see a deleted client (DELETE only sets deleted_at).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientStatus, ClientType } from '../../db/tables/office.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
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
}

export interface ClientRecord extends ClientInput {
  id: number;
  companyName: string | null;
  sourceInquiryId: number | null;
  createdAt: string;
  updatedAt: string;
}

export const clientColumns = [
  'clients.id',
  'clients.name',
  'clients.email',
  'clients.phone',
  'clients.client_type',
  'clients.company_id',
  'companies.name as company_name',
  'clients.business_number',
  'clients.address',
  'clients.status',
  'clients.notes',
  'clients.source_inquiry_id',
  'clients.created_at',
  'clients.updated_at',
] as const;

/** Clients that are not deleted, joined to their company's name (one query, never one per row). */
export function visibleClients(db: Db) {
  return db
    .selectFrom('clients')
    .leftJoin('companies', 'companies.id', 'clients.company_id')
    .where('clients.deleted_at', 'is', null);
}

export function toClient(row: {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  client_type: ClientType;
  company_id: number | null;
  company_name: string | null;
  business_number: string | null;
  address: string | null;
  status: ClientStatus;
  notes: string | null;
  source_inquiry_id: number | null;
  created_at: string;
  updated_at: string;
}): ClientRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    clientType: row.client_type,
    companyId: row.company_id,
    companyName: row.company_name,
    businessNumber: row.business_number,
    address: row.address,
    status: row.status,
    notes: row.notes,
    sourceInquiryId: row.source_inquiry_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findClient(db: Db, id: number): Promise<ClientRecord | null> {
  const row = await visibleClients(db).select(clientColumns).where('clients.id', '=', id).executeTakeFirst();
  return row ? toClient(row) : null;
}

function columnsOf(input: ClientInput) {
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
  };
}

/**
 * Inserts a client and returns its id. Database errors propagate unchanged, so this works inside a
 * transaction; after the transaction, clientWriteProblem turns them into answers.
 */
export async function insertClient(db: Db, input: ClientInput, sourceInquiryId: number | null = null): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('clients')
    .values({ ...columnsOf(input), source_inquiry_id: sourceInquiryId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a visible client's fields; false when there is no such client. */
export async function updateClient(db: Db, id: number, input: ClientInput): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The answer for a failed client write: a taken email is 409 naming the client that has it, an
 * unknown company is 400. Anything else is returned as it was. Call it outside any transaction.
 */
export async function clientWriteProblem(db: Db, error: unknown, input: ClientInput): Promise<unknown> {
  if (isUniqueViolation(error) && input.email !== null) {
    const email = normalizeEmail(input.email);
    const existing = await db
      .selectFrom('clients')
      .select('id')
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (existing) {
      return new ConflictError(`A client with email ${email} already exists.`, 'client_email_taken', {
        existingClientId: existing.id,
        errors: { email: ['is already used by another client'] },
      });
    }
  }
  if (isForeignKeyViolation(error) && input.companyId !== null) {
    return ValidationError.field('companyId', `company ${input.companyId} does not exist`, 'company_not_found');
  }
  return error;
}
