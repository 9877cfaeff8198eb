import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';
import type { PasswordHasher } from '../../shared/auth/passwords.js';
import { passwordProblems } from '../../shared/auth/password-policy.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { countUsers, findUserByEmail, insertUser, normalizeEmail, revokeUserSessions, updatePasswordHash } from './repository.js';

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
