/**
 * The client aggregate's statements: every write of a clients row is here, and each one keeps the
 * kept counts of clients (client_counts, creation_counts) in step in the same call, so no path can
 * write a client and forget a count. Only the aggregate (client-aggregate.ts) calls the writes;
 * listing clients is the client group's (features/clients/repository.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ClientsTable, ClientStatus, ClientType } from '../../db/tables/office.js';
import type { Locale } from '../i18n/locales.js';
import { camelized, type Camelized } from '../../db/rows.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { findVisibleId, insertRecord, updateVisibleRecord } from '../../db/records.js';
import { normalizeEmail } from '../auth/user-store.js';
import { ConflictError, ValidationError } from '../errors.js';
import { countClient, moveClientCount } from './client-counts.js';

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
  locale: Locale | null;
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
  'clients.remind_by_email',
  'clients.locale',
  'clients.created_at',
  'clients.updated_at',
] as const;

type Row = Omit<Selectable<ClientsTable>, 'deleted_at'> & { company_name: string | null };

export type ClientRecord = Camelized<Row>;

/** Clients that are not deleted, joined to their company's name (one query, never one per row). */
export function visibleClients(db: Db) {
  return db.selectFrom('clients').leftJoin('companies', 'companies.id', 'clients.company_id').where('clients.deleted_at', 'is', null);
}

export async function findClient(db: Db, id: number): Promise<ClientRecord | null> {
  const row = await visibleClients(db).select(clientColumns).where('clients.id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

/** The fields a client is written with, as they are stored (what an update starts from). */
export function inputOfClient(client: ClientRecord): ClientInput {
  return {
    name: client.name,
    email: client.email,
    phone: client.phone,
    clientType: client.clientType,
    companyId: client.companyId,
    businessNumber: client.businessNumber,
    address: client.address,
    status: client.status,
    notes: client.notes,
    remindByEmail: Boolean(client.remindByEmail),
    locale: client.locale,
  };
}

function clientColumnsOf(input: ClientInput) {
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
    locale: input.locale,
  };
}

/**
 * Inserts a client, counts it, and returns its id. Database errors propagate unchanged, so this
 * works inside a transaction; after the transaction, clientWriteProblem turns them into answers.
 */
export async function insertClient(db: Db, input: ClientInput, now: string, sourceInquiryId: number | null): Promise<number> {
  const id = await insertRecord(db, 'clients', { ...clientColumnsOf(input), source_inquiry_id: sourceInquiryId, created_at: now, updated_at: now });
  await countClient(db, { ...input, createdAt: now }, 1);
  return id;
}

/**
 * Replaces a visible client's fields, `before` being its row read (and for the kind locked, see
 * lockClientKind) in the same transaction, and moves it between kinds' counts when its status or
 * type changes; false when there is no such client.
 */
export async function updateClientRow(db: Db, id: number, before: ClientInput, input: ClientInput, now: string): Promise<boolean> {
  if (!(await updateVisibleRecord(db, 'clients', id, { ...clientColumnsOf(input), updated_at: now }))) return false;
  if (before.status !== input.status || before.clientType !== input.clientType) await moveClientCount(db, before, input);
  return true;
}

/**
 * Hides a client (soft delete) and takes it off client_counts and creation_counts as it was when
 * hidden; false when there is no visible client with the id.
 */
export async function softDeleteClient(db: Db, id: number, now: string): Promise<boolean> {
  const row = await db
    .updateTable('clients')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['status', 'client_type', 'created_at'])
    .executeTakeFirst();
  if (!row) return false;
  await countClient(db, { status: row.status, clientType: row.client_type, createdAt: row.created_at }, -1);
  return true;
}

/**
 * Locks a visible client's row until the transaction ends on PostgreSQL (SQLite runs one write
 * transaction at a time), so a concurrent change cannot slip in between reading its status and type
 * and the update that client_counts follows; false when there is no visible client with the id.
 */
export async function lockClient(db: Db, dialect: Dialect, id: number): Promise<boolean> {
  let query = db.selectFrom('clients').select('id').where('id', '=', id).where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The answer for a failed client write: a taken email is 409 naming the client that has it, an
 * unknown company is 400. Anything else is returned as it was. The one place client constraint
 * violations become domain errors; call it outside any transaction.
 */
export async function clientWriteProblem(db: Db, error: unknown, input: Partial<ClientInput>): Promise<unknown> {
  if (isUniqueViolation(error) && typeof input.email === 'string') {
    const email = normalizeEmail(input.email);
    const existingClientId = await findVisibleId(db, 'clients', 'email', email);
    if (existingClientId !== null) {
      return new ConflictError(`A client with email ${email} already exists.`, 'client_email_taken', {
        existingClientId,
        errors: { email: ['is already used by another client'] },
      });
    }
  }
  if (isForeignKeyViolation(error) && typeof input.companyId === 'number') {
    return ValidationError.field('companyId', `company ${input.companyId} does not exist`, 'company_not_found');
  }
  return error;
}
