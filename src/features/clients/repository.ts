import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ClientStatus, ClientType } from '../../db/tables/office.js';
import { containsTextInAny } from '../../db/sql-helpers.js';
import { clientColumns, toClient, visibleClients, type ClientRecord } from '../../shared/clients/client-store.js';
import { countRows, paginate, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export type ClientSort = 'name' | '-name' | 'createdAt' | '-createdAt';

export interface ClientFilter extends PageRequest {
  search?: string;
  status?: ClientStatus;
  clientType?: ClientType;
  companyId?: number;
  sort: ClientSort;
}

export async function listClientsPage(db: Db, dialect: Dialect, filter: ClientFilter): Promise<Page<ClientRecord>> {
  let base = visibleClients(db);
  if (filter.status) base = base.where('clients.status', '=', filter.status);
  if (filter.clientType) base = base.where('clients.client_type', '=', filter.clientType);
  if (filter.companyId !== undefined) base = base.where('clients.company_id', '=', filter.companyId);
  const search = filter.search;
  if (search) {
    base = base.where((eb) =>
      containsTextInAny(
        eb,
        dialect,
        [eb.ref('clients.name'), eb.ref('clients.email'), eb.ref('clients.phone'), eb.ref('clients.business_number')],
        search,
      ),
    );
  }
  const column = filter.sort.endsWith('name') ? 'clients.name' : 'clients.created_at';
  const direction = filter.sort.startsWith('-') ? 'desc' : 'asc';
  return paginate(
    filter,
    () => countRows(base),
    async (limit, offset) =>
      (
        await base
          .select(clientColumns)
          .orderBy(column, direction)
          .orderBy('clients.id', direction)
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(toClient),
  );
}

/** Hides a client (soft delete); false when there is no visible client with the id. */
export async function softDeleteClient(db: Db, id: number): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('clients')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
