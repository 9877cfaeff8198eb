/**
 * The users group's rules and transactions: who may be created, changed, disabled, and when a
 * user's sessions end. Used by the routes, the CLI and the server's first start.
 */
import { randomBytes } from 'node:crypto';
import { mapViolations } from '../../db/errors.js';
import type { UserRole } from '../../db/tables/foundation.js';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import type { PasswordHasher } from '../../shared/auth/passwords.js';
import { passwordProblems, type PasswordContext } from '../../shared/auth/password-policy.js';
import { endSessionsForCause } from '../../shared/auth/session-lifecycle.js';
import { spendAllResetTokens } from '../../shared/auth/session-store.js';
import { findUserByEmail, normalizeEmail, updatePasswordHash } from '../../shared/auth/user-store.js';
import { nowIso, type Actor, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { factorSummaries, resetSecondFactors, type FactorSummary } from '../../shared/auth/mfa-store.js';
import { mfaRequiredFor } from '../../shared/auth/mfa-policy.js';
import type { Mailer } from '../../shared/mail/mailer.js';
import { mailReader } from '../../shared/mail/reader.js';
import { loadBrand } from '../../shared/mail/template.js';
import { factorResetMail } from './lib/factor-reset-mail.js';
import {
  countActiveAdmins,
  countUsers,
  findMailPreferences,
  findUser,
  insertUser,
  listActiveDirectory,
  listUsersPage,
  setMailPreferences,
  setUserLocale,
  updateUser as updateUserRow,
  type MailPreferences,
  type PublicUser,
} from './repository.js';

/** What the use cases need: a route's service context with the hasher, or the CLI's own. */
export type UsersContext = Pick<ServiceContext, 'db' | 'clock' | 'actor'> & { passwords: PasswordHasher };

/** The actor of work nobody signed in for: the CLI, the first start. */
export function systemActor(requestId: string): Actor {
  return { userId: null, ip: null, requestId };
}

const nowOf = nowIso;
/** What the audit trail keeps of a user: role, name, email, disabled state. */
const AUDITED: ChangeOptions = { ignore: ['id', 'createdAt'] };

/** A strong random password for a user created without one (shown once to the operator). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

function assertAcceptable(password: string, context: PasswordContext): void {
  const problems = passwordProblems(password, context);
  if (problems.length > 0) throw new ValidationError({ password: problems }, `The password ${problems.map((problem) => problem.replace(/\.$/, '')).join('; ')}.`, 'weak_password');
}

export async function createUser(
  ctx: UsersContext,
  input: { email: string; password: string; role: UserRole; displayName?: string | null; siteName?: string },
): Promise<number> {
  const email = normalizeEmail(input.email);
  assertAcceptable(input.password, { email, name: input.displayName, siteName: input.siteName });
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = nowOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, { ...input, email, passwordHash }, now);
    if (id === null) throw new ConflictError(`A user with email ${email} already exists.`, 'email_taken');
    const created = (await findUser(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: 'user.create', recordType: 'user', recordId: id, changes: changedFields(null, { ...created }, AUDITED) });
    return id;
  });
}

/**
 * Changes role, name, disabled state and email. At least one active admin must remain, nobody
 * disables themselves, and disabling ends every session of the user (a role change needs no
 * revocation: requests read the role from the database). A new email spends the reset links
 * mailed to the old one: they prove a mailbox the account no longer names.
 */
export async function updateUser(
  ctx: UsersContext,
  actorId: number,
  id: number,
  changes: { role: UserRole; displayName: string | null; disabled: boolean; email?: string },
): Promise<PublicUser> {
  const now = nowOf(ctx);
  const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
  const write = () =>
    ctx.db.transaction().execute(async (trx) => {
      const current = await findUser(trx, id);
      if (!current) throw new NotFoundError('User', id);
      if (changes.disabled && id === actorId) throw new ConflictError('You cannot disable your own account.', 'cannot_disable_self');
      const losesAdmin = current.role === 'admin' && !current.disabled && (changes.role !== 'admin' || changes.disabled);
      if (losesAdmin && (await countActiveAdmins(trx)) <= 1) throw new ConflictError('At least one active admin must remain.', 'last_admin');
      const newEmail = email !== undefined && email !== current.email ? email : undefined;
      await updateUserRow(trx, id, { ...changes, email: newEmail }, now);
      if (changes.disabled && !current.disabled) await endSessionsForCause(trx, { userId: id, now, cause: 'disabled' });
      if (newEmail) await spendAllResetTokens(trx, id, now);
      const after = (await findUser(trx, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'user.update', recordType: 'user', recordId: id, changes: changedFields({ ...current }, { ...after }, AUDITED) });
      return after;
    });
  return mapViolations(write, { unique: () => new ConflictError(`A user with email ${email} already exists.`, 'email_taken') });
}

/** An admin signs a user out everywhere; answers how many sessions ended. */
export async function revokeAllSessions(ctx: UsersContext, id: number): Promise<number> {
  const now = nowOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findUser(trx, id))) throw new NotFoundError('User', id);
    const revoked = await endSessionsForCause(trx, { userId: id, now, cause: 'revoked_by_admin' });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'session.revoke_all', recordType: 'user', recordId: id });
    return revoked;
  });
}

/** Sets a user's password and signs out all of their sessions. */
export async function setUserPassword(ctx: UsersContext, email: string, password: string, siteName?: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new NotFoundError('User', normalizeEmail(email));
  assertAcceptable(password, { email: user.email, name: user.displayName, siteName });
  const hash = await ctx.passwords.hash(password);
  const now = nowOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, hash, now);
    await endSessionsForCause(trx, { userId: user.id, now, cause: 'password_set' });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'user.password_set', recordType: 'user', recordId: user.id });
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
  ctx: UsersContext,
  settings: { adminEmail: string | null; adminPassword: string | null; siteName?: string },
): Promise<FirstAdminOutcome> {
  if ((await countUsers(ctx.db)) > 0) return { created: false };
  const email = normalizeEmail(settings.adminEmail ?? 'admin@example.com');
  const password = settings.adminPassword ?? generatePassword();
  // A generated password is strong by construction; checking it would only load the estimator at start.
  if (settings.adminPassword) assertAcceptable(password, { email, name: 'Administrator', siteName: settings.siteName });
  const passwordHash = await ctx.passwords.hash(password);
  const now = nowOf(ctx);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertUser(trx, { email, role: 'admin', displayName: 'Administrator', passwordHash }, now);
    if (inserted !== null) await recordAudit(trx, ctx.actor, { at: now, operation: 'user.create', recordType: 'user', recordId: inserted, changes: changedFields(null, { email, role: 'admin', displayName: 'Administrator' }) });
    return inserted;
  });
  if (id === null) return { created: false };
  return { created: true, email, generatedPassword: settings.adminPassword ? null : password };
}

/** The signed-in user's own mail switches; the change is in the audit trail. */
export async function saveMailPreferences(ctx: Pick<ServiceContext, 'db' | 'clock' | 'actor'>, id: number, preferences: MailPreferences): Promise<MailPreferences> {
  const now = nowOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findMailPreferences(trx, id);
    if (!before) throw new NotFoundError('User', id);
    await setMailPreferences(trx, id, preferences, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'user.mail_preferences', recordType: 'user', recordId: id, changes: changedFields({ ...before }, { ...preferences }) });
    return preferences;
  });
}

/** The signed-in user's own language; an unchanged one writes nothing, not even an audit entry. */
export async function saveOwnLocale(ctx: Pick<ServiceContext, 'db' | 'clock' | 'actor'>, id: number, locale: Locale | null): Promise<PublicUser> {
  const now = nowOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findUser(trx, id);
    if (!before) throw new NotFoundError('User', id);
    if (before.locale === locale) return before;
    await setUserLocale(trx, id, locale, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'user.locale', recordType: 'user', recordId: id, changes: changedFields({ locale: before.locale }, { locale }) });
    return { ...before, locale };
  });
}

/** The firm's active people, for pickers (assignee, consultant): every signed-in user may read it. */
export async function userDirectory(ctx: Pick<ServiceContext, 'db'>) {
  return { items: await listActiveDirectory(ctx.db, 1000) };
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export async function getUser(ctx: Pick<ServiceContext, 'db'>, id: number): Promise<PublicUser> {
  const user = await findUser(ctx.db, id);
  if (!user) throw new NotFoundError('User', id);
  return user;
}

/** The signed-in user; an account gone since the token was issued is a 401, not a 404. */
export async function getCurrentUser(ctx: Pick<ServiceContext, 'db'>, id: number): Promise<PublicUser> {
  const user = await findUser(ctx.db, id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  return user;
}

export async function getMailPreferences(ctx: Pick<ServiceContext, 'db'>, id: number): Promise<MailPreferences> {
  const preferences = await findMailPreferences(ctx.db, id);
  if (!preferences) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  return preferences;
}

/** A user's second factors as admins see them (the Users page); `required`: MFA_REQUIRED holds them. */
export interface SecondFactors extends FactorSummary {
  required: boolean;
}

/** The users of a page with their second factors: one query for the page's factors, not one per user. */
export async function listUsers(
  ctx: Pick<ServiceContext, 'db' | 'dialect' | 'config'>,
  filter: PageRequest & { search?: string; role?: UserRole },
): Promise<Page<PublicUser & { secondFactors: SecondFactors }>> {
  const page = await listUsersPage(ctx.db, ctx.dialect, filter);
  const factors = await factorSummaries(ctx.db, page.items.map((user) => user.id));
  return { ...page, items: page.items.map((user) => ({ ...user, secondFactors: secondFactorsOf(ctx, user, factors.get(user.id)) })) };
}

function secondFactorsOf(ctx: Pick<ServiceContext, 'config'>, user: PublicUser, summary: FactorSummary | undefined): SecondFactors {
  return { totp: false, passkeys: 0, recoveryCodes: 0, ...summary, required: mfaRequiredFor(ctx.config.mfaRequired, user.role) };
}

export async function getSecondFactors(ctx: Pick<ServiceContext, 'db' | 'config'>, id: number): Promise<SecondFactors> {
  const user = await getUser(ctx, id);
  return secondFactorsOf(ctx, user, (await factorSummaries(ctx.db, [id])).get(id));
}

/** Who resets factors and how the user hears of it: a route's context, or the CLI's without a mailer. */
export type FactorResetContext = Pick<ServiceContext, 'db' | 'clock' | 'actor' | 'config'> & { mailer: Mailer | null };

/**
 * Removes every second factor of a user (authenticator, recovery codes, passkeys): an admin's
 * reset, or the CLI's for an admin locked out of every factor. Every session of the user ends (the
 * caller's too, for one's own account), the reset is audited, and the user is mailed in their
 * language. They sign in with the password next and, where MFA_REQUIRED holds them, enroll again.
 */
export async function resetUserSecondFactors(ctx: FactorResetContext, id: number): Promise<void> {
  const user = await getUser(ctx, id);
  const brand = ctx.mailer ? await loadBrand(ctx.db, ctx.config) : null;
  const now = nowOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await resetSecondFactors(trx, id, now);
    await endSessionsForCause(trx, { userId: id, now, cause: 'mfa_reset' });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'mfa.reset', recordType: 'user', recordId: id });
    if (ctx.mailer && brand) await ctx.mailer.send(factorResetMail(brand, mailReader(ctx.config, user.locale), user.email, ctx.config.adminUrl), trx);
  });
  ctx.mailer?.deliverSoon();
}
