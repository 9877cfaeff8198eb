/**
 * Visible (not deleted) clients counted per status and type in client_counts (and by creation
 * instant in creation_counts and creation_month_counts), kept in step by every client write in its transaction: creating (the
 * client group, an inquiry's conversion), changing the status or type, deleting. Counts are read
 * from a few rows, whatever the number of clients.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientStatus, ClientType } from '../../db/tables/office.js';
import { addToCreationCounts } from '../creation-counts.js';

type Db = Kysely<Database>;

export interface ClientKind {
  status: ClientStatus;
  clientType: ClientType;
}

/** Adds `delta` to a kind's count; the increment is done by the database, so concurrent writes add up. */
export async function addToClientCounts(db: Db, kind: ClientKind, delta: number): Promise<void> {
  await db
    .insertInto('client_counts')
    .values({ status: kind.status, client_type: kind.clientType, clients: delta })
    .onConflict((oc) => oc.columns(['status', 'client_type']).doUpdateSet((eb) => ({ clients: eb('client_counts.clients', '+', eb.ref('excluded.clients')) })))
    .execute();
}

/**
 * A client changed kind: one off the old kind's count, one on the new. The two rows are updated in
 * a fixed order, so two clients moving in opposite directions at once cannot deadlock (PostgreSQL).
 */
export async function moveClientCount(db: Db, from: ClientKind, to: ClientKind): Promise<void> {
  const key = (kind: ClientKind) => `${kind.status}\u0000${kind.clientType}`;
  const changes: [ClientKind, number][] = [
    [from, -1],
    [to, 1],
  ];
  changes.sort(([a], [b]) => (key(a) < key(b) ? -1 : 1));
  for (const [kind, delta] of changes) await addToClientCounts(db, kind, delta);
}

/** A client created (1) or deleted (-1): its kind's count and its creation counts (new clients per month). */
export async function countClient(db: Db, client: ClientKind & { createdAt: string }, delta: number): Promise<void> {
  await addToClientCounts(db, client, delta);
  await addToCreationCounts(db, 'client', client.createdAt, delta);
}

/** Visible clients with the status and/or type (all of them without either). */
export async function countVisibleClients(db: Db, filter: { status?: ClientStatus; clientType?: ClientType }): Promise<number> {
  let query = db.selectFrom('client_counts').select(sql<string | number>`coalesce(sum(clients), 0)`.as('n'));
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.clientType) query = query.where('client_type', '=', filter.clientType);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
