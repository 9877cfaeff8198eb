import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ClientStatus, ClientType } from '../../db/tables/office.js';
import { camelized } from '../../db/rows.js';
import { countVisibleClients } from '../../shared/clients/client-counts.js';
import { wherePlannedText, whereGiven } from '../../db/filters.js';
import { planTextSearch, type TextSearch } from '../../db/text-search.js';
import { clientColumns, visibleClients, type ClientRecord } from '../../shared/clients/client-store.js';
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
