/**
 * The auth group's rules and transactions: sessions (sign-in, rotation, sign-out, listing and
 * revocation), password changes and resets. Handlers call these; the repository only runs queries.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '../../db/tables/foundation.js';
import { passwordProblems } from '../../shared/auth/password-policy.js';
import { revokeUserSessions, sessionClock, type SessionClock } from '../../shared/auth/session-store.js';
import { hashOpaqueToken, newOpaqueToken } from '../../shared/auth/tokens.js';
import { recordAudit } from '../../shared/audit/record.js';
import type { Actor } from '../../shared/context.js';
import { findUserByEmail, findUserById, updatePasswordHash, type UserRecord } from '../../shared/auth/user-store.js';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../shared/errors.js';
import type { App, AuthUser } from '../../shared/http/app-types.js';
import { forgetAccountFailures, type LoginAttempt } from './lib/throttle.js';
import { resetMail } from './lib/reset-mail.js';
import { loadBrand } from '../../shared/mail/template.js';
import {
  findRefreshToken,
  findResetTokenUser,
  insertRefreshToken,
  insertResetToken,
  insertSession,
  listLiveSessions,
  revokeSessionFamily,
  revokeUserSession,
  spendAllResetTokens,
  spendRefreshToken,
  spendResetToken,
  touchSession,
  type SessionRecord,
} from './repository.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  /** Seconds until the refresh token lapses: the idle lifetime, or less near the absolute end. */
  refreshExpiresIn: number;
}

interface Client {
  userAgent: string | null;
  ip: string | null;
  requestId: string;
}

export function clientOf(request: FastifyRequest): Client {
  return { userAgent: request.headers['user-agent']?.slice(0, 300) ?? null, ip: request.ip ?? null, requestId: request.id };
}

const actorOf = (client: Client, userId: number | null): Actor => ({ userId, ip: client.ip, requestId: client.requestId });

function clockOf(app: App): SessionClock & { nowMs: number } {
  const now = app.clock.now();
  return { ...sessionClock(now, app.config.sessionMaxAgeSeconds), nowMs: now.getTime() };
}

/** The next refresh token lapses after the idle lifetime, but never past the session's absolute end. */
function refreshExpiry(app: App, nowMs: number, signedInAt: string): { expiresAt: string; seconds: number } {
  const absoluteEnd = Date.parse(signedInAt) + app.config.sessionMaxAgeSeconds * 1000;
  const end = Math.min(nowMs + app.config.refreshTokenTtlSeconds * 1000, absoluteEnd);
  return { expiresAt: new Date(end).toISOString(), seconds: Math.max(0, Math.floor((end - nowMs) / 1000)) };
}

async function issueTokens(
  app: App,
  db: App['db'],
  user: { id: number; role: UserRole },
  familyId: string,
  now: string,
  expiry: { expiresAt: string; seconds: number },
  client: Client,
): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, { userId: user.id, familyId, tokenHash: hashOpaqueToken(refreshToken), now, expiresAt: expiry.expiresAt, ...client });
  return {
    accessToken: app.tokens.signAccess({ userId: user.id, role: user.role, sessionId: familyId }),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: app.tokens.accessTtlSeconds,
    refreshExpiresIn: expiry.seconds,
  };
}

/** A sign-in: a new session and its first token pair, in one transaction. */
export async function startSession(app: App, user: { id: number; role: UserRole }, client: Client): Promise<TokenPair> {
  const at = clockOf(app);
  const familyId = randomUUID();
  const expiry = refreshExpiry(app, at.nowMs, at.now);
  return app.db.transaction().execute(async (trx) => {
    await insertSession(trx, { userId: user.id, familyId, now: at.now, expiresAt: expiry.expiresAt, ...client });
    await recordAudit(trx, actorOf(client, user.id), { at: at.now, operation: 'auth.login', recordType: 'user', recordId: user.id });
    return issueTokens(app, trx, user, familyId, at.now, expiry, client);
  });
}

/** A refused sign-in, for the audit trail: the account when it exists (an unknown email is not kept). */
export async function recordFailedSignIn(app: App, client: Client, userId: number | null): Promise<void> {
  await recordAudit(app.db, actorOf(client, null), { at: clockOf(app).now, operation: 'auth.login_failed', recordType: userId === null ? null : 'user', recordId: userId });
}

const invalidRefresh = () => new UnauthorizedError('The refresh token is not valid.', 'invalid_refresh_token', true);

/**
 * Rotation with reuse detection: each refresh token works once. Presenting a spent one means it
 * was copied, so the whole session is revoked and both holders must sign in again. A session
 * past its absolute lifetime cannot be renewed, however recently it was used.
 */
export async function rotateRefreshToken(app: App, presented: string, client: Client): Promise<TokenPair> {
  const at = clockOf(app);
  const token = await findRefreshToken(app.db, hashOpaqueToken(presented));
  if (!token || token.sessionRevoked || token.expiresAt <= at.now) throw invalidRefresh();
  if (token.signedInAt <= at.signedInAfter) {
    throw new UnauthorizedError('The session has reached its maximum lifetime. Sign in again.', 'session_expired', true);
  }

  const outcome = await app.db.transaction().execute(async (trx) => {
    if (!(await spendRefreshToken(trx, token.id, at.now))) return { reused: true as const };
    const user = await findUserById(trx, token.userId);
    if (!user || user.disabled) return { reused: false as const, pair: null };
    const expiry = refreshExpiry(app, at.nowMs, token.signedInAt);
    await touchSession(trx, token.familyId, { now: at.now, expiresAt: expiry.expiresAt, ...client });
    return { reused: false as const, pair: await issueTokens(app, trx, user, token.familyId, at.now, expiry, client) };
  });

  if (outcome.reused) {
    await app.db.transaction().execute(async (trx) => {
      await revokeSessionFamily(trx, token.familyId, at.now);
      await recordAudit(trx, actorOf(client, null), { at: at.now, operation: 'session.revoke_reused', recordType: 'session', recordId: token.sessionId });
    });
    app.log.warn({ userId: token.userId, familyId: token.familyId }, 'refresh token reuse detected; session revoked');
    throw new UnauthorizedError('The refresh token was already used; the session has been revoked.', 'refresh_token_reused', true);
  }
  if (!outcome.pair) throw invalidRefresh();
  return outcome.pair;
}

/** Signs out the session a refresh token belongs to (nothing when the token is unknown). */
export async function endSessionOfRefreshToken(app: App, presented: string, client: Client): Promise<void> {
  const token = await findRefreshToken(app.db, hashOpaqueToken(presented));
  if (!token || token.sessionRevoked) return;
  const now = clockOf(app).now;
  await app.db.transaction().execute(async (trx) => {
    await revokeSessionFamily(trx, token.familyId, now);
    await recordAudit(trx, actorOf(client, token.userId), { at: now, operation: 'session.revoke', recordType: 'session', recordId: token.sessionId });
  });
}

export interface SessionView extends Omit<SessionRecord, 'familyId'> {
  current: boolean;
}

export async function listSessions(app: App, user: AuthUser): Promise<SessionView[]> {
  const sessions = await listLiveSessions(app.db, user.id, clockOf(app));
  return sessions.map(({ familyId, ...session }) => ({ ...session, current: familyId === user.sessionId }));
}

/** Revokes one of the user's own live sessions (the current one too: that is signing out). */
export async function revokeOwnSession(app: App, actor: Actor, user: AuthUser, id: number): Promise<void> {
  const at = clockOf(app);
  await app.db.transaction().execute(async (trx) => {
    if (!(await revokeUserSession(trx, user.id, id, at))) throw new NotFoundError('Session', id);
    await recordAudit(trx, actor, { at: at.now, operation: 'session.revoke', recordType: 'session', recordId: id });
  });
}

/** Revokes every session of the user but the current one. */
export async function revokeOtherSessions(app: App, actor: Actor, user: AuthUser): Promise<number> {
  const now = clockOf(app).now;
  return app.db.transaction().execute(async (trx) => {
    const revoked = await revokeUserSessions(trx, user.id, now, user.sessionId);
    await recordAudit(trx, actor, { at: now, operation: 'session.revoke_others', recordType: 'user', recordId: user.id });
    return revoked;
  });
}

/** The password policy with the user's own words as context (docs/api.md, "Password policy"). */
function assertAcceptable(app: App, user: UserRecord, newPassword: string, currentPassword?: string): void {
  const problems = passwordProblems(newPassword, { email: user.email, name: user.displayName, siteName: app.config.siteName });
  if (currentPassword !== undefined && newPassword === currentPassword) problems.push('must differ from the current password');
  if (problems.length > 0) throw new ValidationError({ newPassword: problems }, 'The new password is not acceptable.', 'weak_password');
}

/**
 * The signed-in user's own change: the current password first, then the policy. Every other
 * session of the user ends and pending reset links die; this session stays.
 * `reserve` counts the attempt with the sign-in throttle (lib/throttle.ts), so guessing the
 * current password with a stolen access token is limited like guessing at the sign-in form.
 */
export async function changePassword(
  app: App,
  actor: Actor,
  session: AuthUser,
  input: { currentPassword: string; newPassword: string },
  reserve: (email: string, userId: number) => Promise<LoginAttempt>,
): Promise<void> {
  const user = await findUserById(app.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  const attempt = await reserve(user.email, user.id);
  if (!(await app.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw ValidationError.field('currentPassword', 'is incorrect', 'current_password_incorrect');
  }
  await attempt.succeeded();
  assertAcceptable(app, user, input.newPassword, input.currentPassword);

  const passwordHash = await app.passwords.hash(input.newPassword);
  const now = clockOf(app).now;
  await app.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await revokeUserSessions(trx, user.id, now, session.sessionId);
    await spendAllResetTokens(trx, user.id, now);
    await recordAudit(trx, actor, { at: now, operation: 'user.password_change', recordType: 'user', recordId: user.id });
  });
}

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 3;

/**
 * The token travels in the fragment: a browser never sends it to a server, so it stays out of
 * access logs, proxies and Referer headers; the admin's reset page reads it from there.
 */
function resetLink(adminUrl: string, token: string): string {
  return `${adminUrl}/reset-password#token=${encodeURIComponent(token)}`;
}

/**
 * Mails a reset link valid for 30 minutes to the account of a normalized email, if there is one.
 * Runs after the response, which is the same for every address; nothing tells the caller whether
 * an account exists.
 */
export async function requestPasswordReset(app: App, email: string): Promise<void> {
  // Without a way to deliver it, a link would only be a secret stored for nobody.
  if (app.mailer.mode === 'disabled') return;
  // Beyond a few links an hour, further requests for one address are quietly dropped.
  const window = await app.counters.hit(`reset-request:${email}`, 3_600_000);
  if (window.count > RESET_REQUESTS_PER_EMAIL_PER_HOUR) return;
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = newOpaqueToken();
  const { now, nowMs } = clockOf(app);
  const expiresAt = new Date(nowMs + RESET_TOKEN_TTL_MS);
  const brand = await loadBrand(app.db, app.config);
  // One transaction: a token exists exactly when its mail is queued, never one without the other.
  await app.db.transaction().execute(async (trx) => {
    await insertResetToken(trx, { userId: user.id, tokenHash: hashOpaqueToken(token), now, expiresAt: expiresAt.toISOString() });
    await app.mailer.send(resetMail(brand, user.email, resetLink(app.config.adminUrl, token), expiresAt), trx);
  });
  app.mailer.deliverSoon();
}

/**
 * Completes a reset with the mailed token: the policy applies, the token is spent, every session
 * of the user ends, the other pending links die, and the account's shared sign-in budget starts
 * over (the owner has shown they hold the mailbox).
 */
export async function completePasswordReset(app: App, actor: Actor, token: string, newPassword: string): Promise<void> {
  const tokenHash = hashOpaqueToken(token);
  const invalid = () => ValidationError.field('token', 'is invalid, used or expired', 'invalid_reset_token');
  const userId = await findResetTokenUser(app.db, tokenHash, clockOf(app).now);
  const user = userId === null ? null : await findUserById(app.db, userId);
  if (!user) throw invalid();
  assertAcceptable(app, user, newPassword);

  const passwordHash = await app.passwords.hash(newPassword);
  const now = clockOf(app).now;
  const done = await app.db.transaction().execute(async (trx) => {
    // Spent atomically, so two concurrent completions cannot both succeed.
    if ((await spendResetToken(trx, tokenHash, now)) !== user.id) return false;
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await revokeUserSessions(trx, user.id, now);
    await spendAllResetTokens(trx, user.id, now);
    // The token proves who acted: the entry names the user whose password it was.
    await recordAudit(trx, { ...actor, userId: user.id }, { at: now, operation: 'user.password_reset', recordType: 'user', recordId: user.id });
    return true;
  });
  if (!done) throw invalid();
  await forgetAccountFailures(app, user.email);
}
