import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { purgeLapsedSessions, type SessionClock } from '../../shared/auth/session-store.js';
import { changedOneRow } from '../../db/records.js';

type Db = Kysely<Database>;

// Sessions as the signed-in user manages them; their lifecycle is shared/auth/session-lifecycle.ts.

/** Revokes one live session of a user by its id; false when there is no such live session. */
export async function revokeUserSession(db: Db, userId: number, id: number, at: SessionClock): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at.now })
    .where('id', '=', id)
    .where('principal', '=', 'staff')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at.now)
    .where('created_at', '>', at.signedInAfter)
    .executeTakeFirst();
  return changedOneRow(result);
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
    .where('principal', '=', 'staff')
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

/** Deletes sessions and tokens that can no longer be used by anyone. */
export async function purgeExpiredTokens(db: Db, olderThan: string): Promise<number> {
  // Sessions of every kind (portal ones too) share the one store, so one purge covers them.
  const sessions = await purgeLapsedSessions(db, olderThan);
  const reset = await db.deleteFrom('password_reset_tokens').where('expires_at', '<', olderThan).executeTakeFirst();
  return sessions + Number(reset.numDeletedRows);
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
