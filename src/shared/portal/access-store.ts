/**
 * A client's portal access and the sign-in secrets mailed to it (issue 32): the queries, shared by
 * the staff side (invite, end) and the portal's sign-in.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../i18n/locales.js';
import { changedOneRow, stampOnce } from '../../db/records.js';

type Db = Kysely<Database>;

export interface PortalAccessRecord {
  invitedAt: string;
  endedAt: string | null;
  lastSignInAt: string | null;
}

export async function findPortalAccess(db: Db, clientId: number): Promise<PortalAccessRecord | null> {
  const row = await db
    .selectFrom('portal_access')
    .select(['invited_at', 'ended_at', 'last_sign_in_at'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? { invitedAt: row.invited_at, endedAt: row.ended_at, lastSignInAt: row.last_sign_in_at } : null;
}

/** Grants (or grants again) a client access: an ended access starts over, the last sign-in is kept. */
export async function grantPortalAccess(db: Db, clientId: number, now: string, invitedBy: number | null): Promise<void> {
  await db
    .insertInto('portal_access')
    .values({ client_id: clientId, invited_at: now, invited_by: invitedBy, ended_at: null })
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet({ invited_at: now, invited_by: invitedBy, ended_at: null }))
    .execute();
}

/** Ends a client's access; false when it had none or it was already ended. */
export async function endPortalAccess(db: Db, clientId: number, now: string): Promise<boolean> {
  return changedOneRow(await stampOnce(db, 'portal_access', 'ended_at', now, { client_id: clientId }));
}

export async function recordPortalSignIn(db: Db, clientId: number, now: string): Promise<void> {
  await db.updateTable('portal_access').set({ last_sign_in_at: now }).where('client_id', '=', clientId).execute();
}

export async function insertSignInToken(
  db: Db,
  token: { clientId: number; tokenHash: string; codeHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('portal_sign_in_tokens')
    .values({ client_id: token.clientId, token_hash: token.tokenHash, code_hash: token.codeHash, created_at: token.now, expires_at: token.expiresAt })
    .execute();
}

/** Spends every pending sign-in of a client (its access ended: a mailed link must not outlive it). */
export async function spendClientSignInTokens(db: Db, clientId: number, now: string): Promise<void> {
  await stampOnce(db, 'portal_sign_in_tokens', 'used_at', now, { client_id: clientId });
}

/**
 * A client a portal mail can reach and who can act on it: not deleted, with an email address, and
 * with portal access granted and not ended (the portal is where they answer). For a query that
 * joins `clients` under that name: `.where(reachableInPortal)`.
 */
export function reachableInPortal(eb: ExpressionBuilder<Database, 'clients'>) {
  return eb.and([
    eb('clients.deleted_at', 'is', null),
    eb('clients.email', 'is not', null),
    eb.exists(eb.selectFrom('portal_access').select('portal_access.client_id').whereRef('portal_access.client_id', '=', 'clients.id').where('portal_access.ended_at', 'is', null)),
  ]);
}

/** Clients that may sign in: not deleted, with access granted and not ended. */
function clientsWithAccess(db: Db) {
  return db
    .selectFrom('clients')
    .innerJoin('portal_access', 'portal_access.client_id', 'clients.id')
    .where('clients.deleted_at', 'is', null)
    .where('portal_access.ended_at', 'is', null);
}

/** The client with portal access whose (normalized) email this is. */
export async function findPortalClientByEmail(db: Db, email: string): Promise<{ id: number; email: string; locale: Locale | null } | null> {
  const row = await clientsWithAccess(db).select(['clients.id', 'clients.email', 'clients.locale']).where('clients.email', '=', email).executeTakeFirst();
  return row?.email ? { id: row.id, email: row.email, locale: row.locale } : null;
}

/** A live sign-in of a client that may sign in, by its link token's hash. */
export async function findSignInByToken(db: Db, tokenHash: string, now: string): Promise<{ id: number; clientId: number } | null> {
  const row = await clientsWithAccess(db)
    .innerJoin('portal_sign_in_tokens as sign_in', 'sign_in.client_id', 'clients.id')
    .select(['sign_in.id', 'sign_in.client_id'])
    .where('sign_in.token_hash', '=', tokenHash)
    .where('sign_in.used_at', 'is', null)
    .where('sign_in.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, clientId: row.client_id } : null;
}

/** A client's live sign-ins whose code may still be tried (fewer than maxAttempts wrong codes). */
export async function liveCodesOfClient(db: Db, clientId: number, now: string, maxAttempts: number): Promise<Array<{ id: number; tokenHash: string; codeHash: string }>> {
  const rows = await db
    .selectFrom('portal_sign_in_tokens')
    .select(['id', 'token_hash', 'code_hash'])
    .where('client_id', '=', clientId)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .where('code_attempts', '<', maxAttempts)
    .execute();
  return rows.map((row) => ({ id: row.id, tokenHash: row.token_hash, codeHash: row.code_hash }));
}

/** A wrong code counts against every live code of the client: guesses cannot be spread over several. */
export async function countWrongCode(db: Db, clientId: number, now: string): Promise<void> {
  await db
    .updateTable('portal_sign_in_tokens')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('client_id', '=', clientId)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .execute();
}

/** Spends a sign-in (its link and its code); false when it was already spent (single use under concurrency). */
export async function spendSignIn(db: Db, id: number, now: string): Promise<boolean> {
  return changedOneRow(await stampOnce(db, 'portal_sign_in_tokens', 'used_at', now, { id }));
}

/** Removes sign-in links and codes lapsed before `before` (sessions of every kind are purged by the auth job). */
export async function purgeLapsedSignIns(db: Db, before: string): Promise<void> {
  await db.deleteFrom('portal_sign_in_tokens').where('expires_at', '<', before).execute();
}
