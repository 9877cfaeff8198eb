/**
 * A client's portal access and the sign-in secrets mailed to it (issue 32): the queries, shared by
 * the staff side (invite, end) and the portal's sign-in.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
  const result = await db
    .updateTable('portal_access')
    .set({ ended_at: now })
    .where('client_id', '=', clientId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordPortalSignIn(db: Db, clientId: number, now: string): Promise<void> {
  await db.updateTable('portal_access').set({ last_sign_in_at: now }).where('client_id', '=', clientId).execute();
}

/** Ends every live portal session of a client; returns how many. */
export async function revokeClientPortalSessions(db: Db, clientId: number, now: string, keepFamilyId?: string): Promise<number> {
  let query = db.updateTable('portal_sessions').set({ revoked_at: now }).where('client_id', '=', clientId).where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
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
  await db.updateTable('portal_sign_in_tokens').set({ used_at: now }).where('client_id', '=', clientId).where('used_at', 'is', null).execute();
}
