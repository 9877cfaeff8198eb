import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

// Refresh tokens: rows of a family share family_id; each rotation spends one and adds the next.

export interface RefreshTokenRecord {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export async function insertRefreshToken(
  db: Db,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: string; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      created_at: new Date().toISOString(),
      expires_at: token.expiresAt,
      user_agent: token.userAgent,
      ip: token.ip,
    })
    .execute();
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        familyId: row.family_id,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        revokedAt: row.revoked_at,
      }
    : null;
}

/** Marks a refresh token spent; false when it already was (a reuse, or a concurrent rotation). */
export async function spendRefreshToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}


// Password reset tokens.

export async function insertResetToken(db: Db, token: { userId: number; tokenHash: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: new Date().toISOString(),
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Spends a reset token that is unused and unexpired; returns its user, or null. */
export async function spendResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const now = new Date().toISOString();
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

export async function spendAllResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes tokens that can no longer be used by anyone. */
export async function purgeExpiredTokens(db: Db, olderThan: string): Promise<number> {
  const refresh = await db.deleteFrom('refresh_tokens').where('expires_at', '<', olderThan).executeTakeFirst();
  const reset = await db.deleteFrom('password_reset_tokens').where('expires_at', '<', olderThan).executeTakeFirst();
  return Number(refresh.numDeletedRows) + Number(reset.numDeletedRows);
}

/** The user a reset token belongs to, when the token is unused and unexpired. */
export async function findResetTokenUser(db: Db, tokenHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}
