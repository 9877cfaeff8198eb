/**
 * Staff second factors as every part of the app sees them (issue 35): the sign-in (auth), the
 * admins' view and reset of a user's factors (users), the CLI's reset and the Bearer policy's
 * enrollment rule. Queries only: the rules are the auth group's service and lib/mfa.ts.
 *
 * `users.second_factor_at` is a figure kept on write: set by confirmFirstFactor when a user's
 * first factor is confirmed, cleared by resetSecondFactors and by forgetFactorsIfNoneLeft (the
 * last factor removed); nothing else writes it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { changedOneRow, stampOnce } from '../../db/records.js';

type Db = Kysely<Database>;

export interface TotpRecord {
  secretSealed: string | null;
  confirmedAt: string | null;
  lastStep: number | null;
  pendingSecretSealed: string | null;
  pendingAt: string | null;
}

export async function findTotp(db: Db, userId: number): Promise<TotpRecord | null> {
  const row = await db
    .selectFrom('mfa_totp')
    .select(['secret_sealed', 'confirmed_at', 'last_step', 'pending_secret_sealed', 'pending_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    secretSealed: row.secret_sealed,
    confirmedAt: row.confirmed_at,
    lastStep: row.last_step === null ? null : Number(row.last_step),
    pendingSecretSealed: row.pending_secret_sealed,
    pendingAt: row.pending_at,
  };
}

/** Keeps a new, unconfirmed secret beside the confirmed one (which stays in force until the new one is confirmed). */
export async function savePendingTotp(db: Db, userId: number, sealed: string, now: string): Promise<void> {
  await db
    .insertInto('mfa_totp')
    .values({ user_id: userId, pending_secret_sealed: sealed, pending_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret_sealed: sealed, pending_at: now }))
    .execute();
}

/**
 * The pending secret becomes the confirmed one, with `step` (the confirming code's) as the last
 * accepted; false when the pending secret is no longer `pendingSealed` (another confirmation won).
 */
export async function confirmPendingTotp(db: Db, userId: number, pendingSealed: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_totp')
    .set({ secret_sealed: pendingSealed, confirmed_at: now, last_step: step, pending_secret_sealed: null, pending_at: null })
    .where('user_id', '=', userId)
    .where('pending_secret_sealed', '=', pendingSealed)
    .executeTakeFirst();
  return changedOneRow(result);
}

/**
 * Accepts a code of time step `step` once: true when no code of this step or a later one was
 * accepted before. One conditional update, so two instances racing with one code cannot both pass.
 */
export async function acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('secret_sealed', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return changedOneRow(result);
}

/** Replaces all of a user's recovery codes by new ones (hashes). */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[], now: string): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/** Spends an unused recovery code of the user; false when it is unknown or was used. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string, now: string): Promise<boolean> {
  return changedOneRow(await stampOnce(db, 'mfa_recovery_codes', 'used_at', now, { user_id: userId, code_hash: hash }));
}

export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user as having a second factor (kept from the first confirmation on). */
export async function confirmFirstFactor(db: Db, userId: number, now: string): Promise<void> {
  await stampOnce(db, 'users', 'second_factor_at', now, { id: userId });
}

/** When the user's first second factor was confirmed; null: none. */
export async function secondFactorSince(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('second_factor_at').where('id', '=', userId).executeTakeFirst();
  return row?.second_factor_at ?? null;
}

/** Removes every factor of a user (an admin's reset, the CLI's): TOTP, recovery codes, passkeys, pending sign-ins. */
export async function resetSecondFactors(db: Db, userId: number, now: string): Promise<void> {
  await db.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkeys').where('principal', '=', 'staff').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await stampOnce(db, 'mfa_challenges', 'spent_at', now, { user_id: userId });
  await db.updateTable('users').set({ second_factor_at: null, passkey_sign_in_at: null }).where('id', '=', userId).execute();
}

/**
 * After a factor was removed: a user with no authenticator and no passkey left has no second factor
 * any more, so their recovery codes go, and second_factor_at and passkey sign-in are cleared.
 * Returns whether that happened.
 */
export async function forgetFactorsIfNoneLeft(db: Db, userId: number): Promise<boolean> {
  const summary = (await factorSummaries(db, [userId])).get(userId);
  if (!summary || summary.totp || summary.passkeys > 0) return false;
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.updateTable('users').set({ second_factor_at: null, passkey_sign_in_at: null }).where('id', '=', userId).execute();
  return true;
}

/** When the user turned on signing in with a passkey alone; null: off. */
export async function passkeySignInSince(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('passkey_sign_in_at').where('id', '=', userId).executeTakeFirst();
  return row?.passkey_sign_in_at ?? null;
}

/** Turns signing in with a passkey alone on (`since`, kept when already on) or off (null). */
export async function setPasskeySignIn(db: Db, userId: number, since: string | null): Promise<void> {
  const update = db.updateTable('users').set({ passkey_sign_in_at: since }).where('id', '=', userId);
  await (since === null ? update : update.where('passkey_sign_in_at', 'is', null)).execute();
}

export interface FactorSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

/** The factors of several users at once (the Users page), by user id (every user of `userIds` that exists). */
export async function factorSummaries(db: Db, userIds: readonly number[]): Promise<Map<number, FactorSummary>> {
  const summaries = new Map<number, FactorSummary>();
  if (userIds.length === 0) return summaries;
  const rows = await db
    .selectFrom('users')
    .leftJoin('mfa_totp', 'mfa_totp.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'mfa_totp.confirmed_at',
      eb
        .selectFrom('mfa_recovery_codes')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('mfa_recovery_codes.user_id', '=', 'users.id')
        .where('mfa_recovery_codes.used_at', 'is', null)
        .as('recovery_codes'),
      eb
        .selectFrom('passkeys')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('passkeys.user_id', '=', 'users.id')
        .where('passkeys.principal', '=', 'staff')
        .as('passkeys'),
    ])
    .where('users.id', 'in', userIds)
    .execute();
  for (const row of rows) {
    summaries.set(row.id, { totp: row.confirmed_at != null, passkeys: Number(row.passkeys ?? 0), recoveryCodes: Number(row.recovery_codes ?? 0) });
  }
  return summaries;
}

// The mfaToken of a two-step sign-in: stored as its SHA-256, single use, short-lived.

export async function insertChallenge(db: Db, challenge: { userId: number; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('mfa_challenges')
    .values({ user_id: challenge.userId, token_hash: challenge.tokenHash, created_at: challenge.now, expires_at: challenge.expiresAt })
    .execute();
}

/** The live (unspent, unexpired) challenge of a token hash. */
export async function findLiveChallenge(db: Db, tokenHash: string, now: string): Promise<{ id: number; userId: number } | null> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('spent_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : null;
}

/** Spends a live challenge; false when it was spent meanwhile (single use under concurrency). */
export async function spendChallenge(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ spent_at: now })
    .where('id', '=', id)
    .where('spent_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return changedOneRow(result);
}

export async function purgeChallenges(db: Db, expiredBefore: string): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', expiredBefore).execute();
}
