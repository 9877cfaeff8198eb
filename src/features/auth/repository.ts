import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionClock } from '../../shared/auth/session-store.js';

type Db = Kysely<Database>;

// Sessions: one row per sign-in; its refresh tokens share its family_id, one spent per rotation.

interface ClientDetails {
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(
  db: Db,
  session: { userId: number; familyId: string; now: string; expiresAt: string } & ClientDetails,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      family_id: session.familyId,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute();
}

/** Records a refresh: when, from where, and the new idle expiry. */
export async function touchSession(db: Db, familyId: string, use: { now: string; expiresAt: string } & ClientDetails): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: use.now, expires_at: use.expiresAt, user_agent: use.userAgent, ip: use.ip })
    .where('family_id', '=', familyId)
    .execute();
}

export async function revokeSessionFamily(db: Db, familyId: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Revokes one live session of a user by its id; false when there is no such live session. */
export async function revokeUserSession(db: Db, userId: number, id: number, at: SessionClock): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at.now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at.now)
    .where('created_at', '>', at.signedInAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface SessionRecord {
  id: number;
  familyId: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** A user's live sessions, most recently used first. */
export async function listLiveSessions(db: Db, userId: number, at: SessionClock): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'family_id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at.now)
    .where('created_at', '>', at.signedInAfter)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    familyId: row.family_id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  }));
}

export interface RefreshTokenRecord {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: string;
  sessionId: number;
  /** The session's sign-in, for the absolute lifetime. */
  signedInAt: string;
  sessionRevoked: boolean;
}

export async function insertRefreshToken(
  db: Db,
  token: { userId: number; familyId: string; tokenHash: string; now: string; expiresAt: string } & ClientDetails,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
      user_agent: token.userAgent,
      ip: token.ip,
    })
    .execute();
}

/** A refresh token with its session's state. */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.family_id', 'refresh_tokens.family_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.user_id',
      'refresh_tokens.family_id',
      'refresh_tokens.expires_at',
      'sessions.id as session_id',
      'sessions.created_at as signed_in_at',
      'sessions.revoked_at as session_revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        familyId: row.family_id,
        expiresAt: row.expires_at,
        sessionId: row.session_id,
        signedInAt: row.signed_in_at,
        sessionRevoked: row.session_revoked_at !== null,
      }
    : null;
}

/** Marks a refresh token spent; false when it already was (a reuse, or a concurrent rotation). */
export async function spendRefreshToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Password reset tokens.

export async function insertResetToken(db: Db, token: { userId: number; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Spends a reset token that is unused and unexpired; returns its user, or null. */
export async function spendResetToken(db: Db, tokenHash: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function spendAllResetTokens(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes sessions and tokens that can no longer be used by anyone. */
export async function purgeExpiredTokens(db: Db, olderThan: string): Promise<number> {
  const refresh = await db.deleteFrom('refresh_tokens').where('expires_at', '<', olderThan).executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', olderThan).executeTakeFirst();
  const reset = await db.deleteFrom('password_reset_tokens').where('expires_at', '<', olderThan).executeTakeFirst();
  return Number(refresh.numDeletedRows) + Number(sessions.numDeletedRows) + Number(reset.numDeletedRows);
}

/** The user a reset token belongs to, when the token is unused and unexpired. */
export async function findResetTokenUser(db: Db, tokenHash: string, now: string): Promise<number | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
