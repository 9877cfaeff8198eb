/**
 * Tax practice records (profiles, schedules, filings, contracts, activities, revenue) name a client.
 * Naming one that does not exist or is deleted is a bad request, not a missing resource: the
 * record being written is what the path addresses, the client is only one of its fields.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../errors.js';

/** Throws a 400 (`client_not_found`, on `field`) unless a visible client has the id. Works on a transaction handle. */
export async function requireVisibleClient(db: Kysely<Database>, clientId: number, field = 'clientId'): Promise<void> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw ValidationError.field(field, `client ${clientId} does not exist or was deleted`, 'client_not_found');
}

/**
 * Throws a 404 unless a client with the id was ever created: the client-scoped lists of tax
 * practice records address the client, and a deleted client's records stay readable.
 */
export async function requireClientExists(db: Kysely<Database>, clientId: number): Promise<void> {
  const row = await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!row) throw new NotFoundError('Client', clientId);
}
