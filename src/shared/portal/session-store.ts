/**
 * Portal sessions as every portal request sees them (issue 32): the staff shape (one row per
 * sign-in, refresh tokens of a family, rotation with reuse detection), with a client for a user.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionClock } from '../auth/session-store.js';

type Db = Kysely<Database>;

/**
 * The live session of a portal access token: null when it was signed out or revoked, has lapsed,
 * is past its absolute lifetime, or its client's access was ended or the client deleted. One
 * lookup by a unique key with two primary-key joins: authorization is live, as for staff.
 */
export async function findActivePortalSession(db: Db, familyId: string, at: SessionClock): Promise<{ clientId: number } | null> {
  const row = await db
    .selectFrom('portal_sessions')
    .innerJoin('portal_access', 'portal_access.client_id', 'portal_sessions.client_id')
    .innerJoin('clients', 'clients.id', 'portal_sessions.client_id')
    .select('portal_sessions.client_id')
    .where('portal_sessions.family_id', '=', familyId)
    .where('portal_sessions.revoked_at', 'is', null)
    .where('portal_sessions.expires_at', '>', at.now)
    .where('portal_sessions.created_at', '>', at.signedInAfter)
    .where('portal_access.ended_at', 'is', null)
    .where('clients.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { clientId: row.client_id } : null;
}

interface ClientDetails {
  userAgent: string | null;
  ip: string | null;
}

export async function insertPortalSession(db: Db, session: { clientId: number; familyId: string; now: string; expiresAt: string } & ClientDetails): Promise<void> {
  await db
    .insertInto('portal_sessions')
    .values({
      client_id: session.clientId,
      family_id: session.familyId,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute();
}

export async function touchPortalSession(db: Db, familyId: string, use: { now: string; expiresAt: string } & ClientDetails): Promise<void> {
  await db
    .updateTable('portal_sessions')
    .set({ last_used_at: use.now, expires_at: use.expiresAt, user_agent: use.userAgent, ip: use.ip })
    .where('family_id', '=', familyId)
    .execute();
}

/** Ends one session of a client; false when it was not live (or not the client's). */
export async function revokePortalSession(db: Db, clientId: number, familyId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('portal_sessions')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPortalRefreshToken(db: Db, token: { familyId: string; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('portal_refresh_tokens')
    .values({ family_id: token.familyId, token_hash: token.tokenHash, created_at: token.now, expires_at: token.expiresAt })
    .execute();
}

export interface PortalRefreshRecord {
  id: number;
  clientId: number;
  familyId: string;
  expiresAt: string;
  signedInAt: string;
  sessionRevoked: boolean;
}

export async function findPortalRefreshToken(db: Db, tokenHash: string): Promise<PortalRefreshRecord | null> {
  const row = await db
    .selectFrom('portal_refresh_tokens')
    .innerJoin('portal_sessions', 'portal_sessions.family_id', 'portal_refresh_tokens.family_id')
    .select([
      'portal_refresh_tokens.id',
      'portal_sessions.client_id',
      'portal_refresh_tokens.family_id',
      'portal_refresh_tokens.expires_at',
      'portal_sessions.created_at as signed_in_at',
      'portal_sessions.revoked_at as session_revoked_at',
    ])
    .where('portal_refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        clientId: row.client_id,
        familyId: row.family_id,
        expiresAt: row.expires_at,
        signedInAt: row.signed_in_at,
        sessionRevoked: row.session_revoked_at !== null,
      }
    : null;
}

/** Marks a refresh token spent; false when it already was (a reuse, or a concurrent rotation). */
export async function spendPortalRefreshToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('portal_refresh_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes sign-ins, refresh tokens and sessions lapsed before `before` (kept a while to recognise a late reuse). */
export async function purgeExpiredPortalSecrets(db: Db, before: string): Promise<void> {
  await db.deleteFrom('portal_sign_in_tokens').where('expires_at', '<', before).execute();
  await db.deleteFrom('portal_refresh_tokens').where('expires_at', '<', before).execute();
  await db.deleteFrom('portal_sessions').where('expires_at', '<', before).execute();
}
