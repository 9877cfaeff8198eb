/** Users: the identity every feature shares (auth signs them in, the users group manages them). */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { PasswordHasher } from './passwords.js';
import { passwordProblems } from './password-policy.js';

type Db = Kysely<Database>;

export interface UserRecord {
  id: number;
  email: string;
  role: UserRole;
  displayName: string | null;
  disabled: boolean;
  createdAt: string;
  passwordHash: string;
}

export type PublicUser = Omit<UserRecord, 'passwordHash'>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const userColumns = ['id', 'email', 'role', 'display_name', 'disabled_at', 'created_at', 'password_hash'] as const;

interface UserRow {
  id: number;
  email: string;
  role: UserRole;
  display_name: string | null;
  disabled_at: string | null;
  created_at: string;
  password_hash: string;
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    displayName: row.display_name,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at,
    passwordHash: row.password_hash,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').select(userColumns).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function listUsers(db: Db): Promise<PublicUser[]> {
  const rows = await db.selectFrom('users').select(userColumns).orderBy('id').execute();
  return rows.map((row) => {
    const { passwordHash: _omitted, ...user } = toUser(row);
    return user;
  });
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

/** A strong random password for a user created without one (shown once to the operator). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

function assertAcceptable(password: string, email: string): void {
  const problems = passwordProblems(password, { email });
  if (problems.length > 0) throw new ValidationError({ password: problems }, `The password ${problems.join('; ')}.`, 'weak_password');
}

export async function createUser(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  input: { email: string; password: string; role: UserRole; displayName?: string | null },
): Promise<number> {
  const email = normalizeEmail(input.email);
  assertAcceptable(input.password, email);
  const id = await insertUser(db, { ...input, email, passwordHash: await passwords.hash(input.password) });
  if (id === null) throw new ConflictError(`A user with email ${email} already exists.`, 'email_taken');
  return id;
}

/** Sets a user's password and signs out all of their sessions. */
export async function setUserPassword(db: Kysely<Database>, passwords: PasswordHasher, email: string, password: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new NotFoundError('User', normalizeEmail(email));
  assertAcceptable(password, user.email);
  const hash = await passwords.hash(password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, hash);
    await revokeUserSessions(trx, user.id);
  });
}

export type FirstAdminOutcome =
  | { created: false }
  | { created: true; email: string; generatedPassword: string | null };

/**
 * The first start of an empty database creates one admin: ADMIN_EMAIL / ADMIN_PASSWORD, or a
 * generated password that the caller prints once. Several instances starting together create one.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  settings: { adminEmail: string | null; adminPassword: string | null },
): Promise<FirstAdminOutcome> {
  if ((await countUsers(db)) > 0) return { created: false };
  const email = settings.adminEmail ?? 'admin@example.com';
  const password = settings.adminPassword ?? generatePassword();
  assertAcceptable(password, email);
  const id = await insertUser(db, { email, role: 'admin', displayName: 'Administrator', passwordHash: await passwords.hash(password) });
  if (id === null) return { created: false };
  return { created: true, email, generatedPassword: settings.adminPassword ? null : password };
}
