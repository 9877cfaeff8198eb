/**
 * Consulting activities and revenue entries may name a contract; it must be a current contract of
 * the same client, or the record would tie one client's work to another's agreement.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ValidationError } from '../errors.js';

/** Throws a 400 on `contractId` unless the contract exists, is not deleted and belongs to the client. */
export async function requireContractOfClient(db: Kysely<Database>, contractId: number, clientId: number): Promise<void> {
  const row = await db
    .selectFrom('contracts')
    .select('client_id')
    .where('id', '=', contractId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw ValidationError.field('contractId', `contract ${contractId} does not exist or was deleted`, 'contract_not_found');
  if (row.client_id !== clientId) {
    throw ValidationError.field('contractId', `contract ${contractId} belongs to another client`, 'contract_not_for_client');
  }
}
