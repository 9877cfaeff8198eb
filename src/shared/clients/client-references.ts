/**
 * Tax practice records (profiles, schedules, filings, contracts, activities, revenue) name a client.
 * Naming one that does not exist or is deleted is a bad request, not a missing resource: the
 * record being written is what the path addresses, the client is only one of its fields.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { findVisibleId } from '../../db/records.js';
import { NotFoundError, ValidationError } from '../errors.js';
import type { Page } from '../paging.js';

/** Throws a 400 (`client_not_found`, on `field`) unless a visible client has the id. Works on a transaction handle. */
export async function requireVisibleClient(db: Kysely<Database>, clientId: number, field = 'clientId'): Promise<void> {
  if ((await findVisibleId(db, 'clients', 'id', clientId)) === null) {
    throw ValidationError.field(field, `client ${clientId} does not exist or was deleted`, 'client_not_found');
  }
}

/**
 * Whether a visible (not deleted) client has the id, its row held in share mode on PostgreSQL
 * until the transaction ends (SQLite runs one write transaction at a time): a write that keeps
 * counts of current clients' work reads its client through this first, so deleting the client
 * waits for that write to commit instead of missing or double-counting its work.
 */
export async function lockClientIfVisible(db: Kysely<Database>, dialect: Dialect, clientId: number): Promise<boolean> {
  let query = db.selectFrom('clients').select('id').where('id', '=', clientId).where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** requireVisibleClient holding the client as lockClientIfVisible does. */
export async function requireVisibleClientLocked(db: Kysely<Database>, dialect: Dialect, clientId: number, field = 'clientId'): Promise<void> {
  if (!(await lockClientIfVisible(db, dialect, clientId))) {
    throw ValidationError.field(field, `client ${clientId} does not exist or was deleted`, 'client_not_found');
  }
}

/**
 * Throws a 404 unless a client with the id was ever created: the client-scoped lists of tax
 * practice records address the client, and a deleted client's records stay readable.
 */
export async function requireClientExists(db: Kysely<Database>, clientId: number): Promise<void> {
  const row = await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!row) throw new NotFoundError('Client', clientId);
}

/** A client-scoped list: 404 for a client that never existed, else the page `list` gives for the client. */
export async function listOfClient<Filter extends object, Item>(
  db: Kysely<Database>,
  clientId: number,
  filter: Filter,
  list: (db: Kysely<Database>, filter: Filter & { clientId: number }) => Promise<Page<Item>>,
): Promise<Page<Item>> {
  await requireClientExists(db, clientId);
  return list(db, { ...filter, clientId });
}
