import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ClientsTable, ClientStatus, ClientType } from '../../db/tables/office.js';
import { camelized, type Camelized } from '../../db/rows.js';
import { countVisibleClients, type ClientKind } from '../../shared/clients/client-counts.js';
import { updateVisibleRecord } from '../../db/records.js';
import { wherePlannedText, whereGiven } from '../../db/filters.js';
import { planTextSearch, type TextSearch } from '../../db/text-search.js';
import { clientColumnsOf, type ClientInput } from '../../shared/clients/client-store.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export type ClientSort = 'name' | '-name' | 'createdAt' | '-createdAt';

export interface ClientFilter extends PageRequest {
  search?: string;
  status?: ClientStatus;
  clientType?: ClientType;
  companyId?: number;
  sort: ClientSort;
}

const clientColumns = [
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
  'clients.created_at',
  'clients.updated_at',
] as const;

/** Clients that are not deleted, joined to their company's name (one query, never one per row). */
function visibleClients(db: Db) {
  return db
    .selectFrom('clients')
    .leftJoin('companies', 'companies.id', 'clients.company_id')
    .where('clients.deleted_at', 'is', null);
}

type Row = Omit<Selectable<ClientsTable>, 'deleted_at'> & { company_name: string | null };

export type ClientRecord = Camelized<Row>;

export async function findClient(db: Db, id: number): Promise<ClientRecord | null> {
  const row = await visibleClients(db).select(clientColumns).where('clients.id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

/** Visible clients matching the filter and its planned search, selected and in the requested order (list and export). */
function filteredClients(db: Db, dialect: Dialect, filter: Omit<ClientFilter, 'page' | 'pageSize'>, search: TextSearch | undefined) {
  const filtered = whereGiven(visibleClients(db), [
    ['clients.status', '=', filter.status],
    ['clients.client_type', '=', filter.clientType],
    ['clients.company_id', '=', filter.companyId],
  ]);
  const query = wherePlannedText(filtered, dialect, 'clients.id', ['clients.name', 'clients.email', 'clients.phone', 'clients.business_number'], search);
  const column = filter.sort.endsWith('name') ? 'clients.name' : 'clients.created_at';
  const direction = filter.sort.startsWith('-') ? 'desc' : 'asc';
  return query.select(clientColumns).orderBy(column, direction).orderBy('clients.id', direction);
}

/** Filtered by status and type only, the count comes from client_counts; a search or a company is counted on the rows. */
export async function listClientsPage(db: Db, dialect: Dialect, filter: ClientFilter): Promise<Page<ClientRecord>> {
  const query = filteredClients(db, dialect, filter, await planTextSearch(db, dialect, 'clients_text', filter.search));
  if (filter.search || filter.companyId !== undefined) return pageOf(query, filter, camelized);
  return pageOf(query, filter, camelized, () => countVisibleClients(db, filter));
}

/** Every matching client, read in chunks from a cursor: an export never holds them all. */
export async function* streamClients(db: Db, dialect: Dialect, filter: Omit<ClientFilter, 'page' | 'pageSize'>): AsyncGenerator<ClientRecord> {
  const search = await planTextSearch(db, dialect, 'clients_text', filter.search);
  for await (const row of filteredClients(db, dialect, filter, search).stream(500)) yield camelized(row);
}

/** Replaces a visible client's fields; false when there is no such client. */
export async function updateClient(db: Db, id: number, input: ClientInput, now: string): Promise<boolean> {
  return updateVisibleRecord(db, 'clients', id, { ...clientColumnsOf(input), updated_at: now });
}

/**
 * Hides a client (soft delete); answers its status, type and creation instant as they were when it
 * was hidden (for client_counts and creation_counts), null when there is no visible client with the id.
 */
export async function softDeleteClient(db: Db, id: number, now: string): Promise<(ClientKind & { createdAt: string }) | null> {
  const row = await db
    .updateTable('clients')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['status', 'client_type', 'created_at'])
    .executeTakeFirst();
  return row ? { status: row.status, clientType: row.client_type, createdAt: row.created_at } : null;
}

/**
 * A visible client's status and type, its row locked until the transaction ends on PostgreSQL
 * (SQLite runs one write transaction at a time), so a concurrent change cannot slip in between
 * this read and the update that client_counts follows.
 */
export async function lockClientKind(db: Db, dialect: Dialect, id: number): Promise<ClientKind | null> {
  let query = db.selectFrom('clients').select(['status', 'client_type']).where('id', '=', id).where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { status: row.status, clientType: row.client_type } : null;
}
