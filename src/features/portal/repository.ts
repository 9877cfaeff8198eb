/**
 * The portal's reads (issue 32 items 4 and 5). Every function takes a PortalScope, the signed-in
 * client's id with the database, and filters by it: a query of the portal cannot be written
 * without naming whose affairs it reads. Only fields meant for the client are selected (no memo,
 * risk rating, staff note or assignee ever leaves).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../shared/i18n/locales.js';

export interface PortalScope {
  db: Kysely<Database>;
  clientId: number;
}

export interface OwnRecord {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  locale: Locale | null;
}

/** The signed-in client's own contact details; null once the client is deleted. */
export async function findOwnRecord(scope: PortalScope): Promise<OwnRecord | null> {
  const row = await scope.db
    .selectFrom('clients')
    .select(['name', 'email', 'phone', 'address', 'locale'])
    .where('id', '=', scope.clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
