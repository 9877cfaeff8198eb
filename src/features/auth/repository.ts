import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';

type Db = Kysely<Database>;

export interface UserRecord {
  id: number;
  email: string;
  role: UserRole;
  displayName: string | null;
  passwordHash: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = ['id', 'email', 'role', 'display_name', 'password_hash'] as const;

function toUser(row: { id: number; email: string; role: UserRole; display_name: string | null; password_hash: string }): UserRecord {
  return { id: row.id, email: row.email, role: row.role, displayName: row.display_name, passwordHash: row.password_hash };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').select(userColumns).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function listUsers(db: Db): Promise<Array<Omit<UserRecord, 'passwordHash'>>> {
  const rows = await db.selectFrom('users').select(['id', 'email', 'role', 'display_name']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, displayName: row.display_name }));
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a user; null when the email is taken (so concurrent first starts create one admin). */
export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; role: UserRole; displayName?: string | null },
): Promise<number | null> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      role: user.role,
      display_name: user.displayName ?? null,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

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

/** Ends every session of a user, or every one but keepFamilyId. */
export async function revokeUserSessions(db: Db, userId: number, keepFamilyId?: string): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
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
