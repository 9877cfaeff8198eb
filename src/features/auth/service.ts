/**
 * The auth group's rules and transactions: sign-in, the user's own sessions (listing and
 * revocation), password changes and resets. Every function takes an AuthContext (a ServiceContext
 * with the hasher, token signer and counters); cookies stay in the route files (lib/cookies.ts).
 * Starting, rotating and ending sessions is the shared session lifecycle's
 * (src/shared/auth/session-lifecycle.ts).
 */
import type { AuthContext } from '../../shared/auth/context.js';
import { passwordProblems } from '../../shared/auth/password-policy.js';
import { endSessionsForCause, startSession, type TokenPair } from '../../shared/auth/session-lifecycle.js';
import { sessionClock } from '../../shared/auth/session-store.js';
import { hashOpaqueToken, newOpaqueToken } from '../../shared/auth/tokens.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso } from '../../shared/context.js';
import { findUserByEmail, findUserById, normalizeEmail, updatePasswordHash, type UserRecord } from '../../shared/auth/user-store.js';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../shared/errors.js';
import {
  acceptTotpStep,
  confirmFirstFactor,
  confirmPendingTotp,
  countRecoveryCodes,
  factorSummaries,
  findLiveChallenge,
  findTotp,
  insertChallenge,
  passkeySignInSince,
  replaceRecoveryCodes,
  savePendingTotp,
  secondFactorSince,
  spendChallenge,
  spendRecoveryCode,
} from '../../shared/auth/mfa-store.js';
import { hashRecoveryCode, isTotpShaped, matchTotp, newRecoveryCodes, newTotpSecret, totpUri } from '../../shared/auth/totp.js';
import { mfaRequiredFor } from '../../shared/auth/mfa-policy.js';
import { MFA_TOKEN_TTL_SECONDS, totpSeal, type MfaMethod } from './lib/mfa.js';
import type { AuthUser } from '../../shared/http/app-types.js';
import { deviceTokens } from './lib/device-token.js';
import { passkeyOwner, secondStepOptions } from './lib/staff-passkeys.js';
import type { AuthenticationResponseJSON } from '../../shared/auth/webauthn/index.js';
import { forgetAccountFailures, loginThrottle } from './lib/throttle.js';
import { resetMail } from './lib/reset-mail.js';
import { mailReader } from '../../shared/mail/reader.js';
import { loadBrand } from '../../shared/mail/template.js';
import {
  findResetTokenUser,
  insertResetToken,
  listLiveSessions,
  revokeUserSession,
  spendResetToken,
  type SessionRecord,
} from './repository.js';

const clockOf = (ctx: AuthContext) => sessionClock(ctx.clock.now(), ctx.config.sessionMaxAgeSeconds);

/** The answer of a password step for a user with a second factor: no tokens, a way to the second step. */
export interface MfaChallenge {
  mfaRequired: true;
  mfaToken: string;
  methods: MfaMethod[];
  expiresIn: number;
}

/**
 * A sign-in's outcome: tokens (with `mfaEnrollmentRequired` when MFA_REQUIRED holds the user and
 * they have no second factor: the session can only enroll one), or the second step's challenge.
 */
export type SignInOutcome = { pair: TokenPair; deviceToken: string; mfaEnrollmentRequired: boolean } | { challenge: MfaChallenge };

/**
 * Sign-in, for the token API (`/api/auth/login`) and the admin interface's cookie session
 * (`/api/auth/session`): throttled (lib/throttle.ts), the same answer and the same work for an
 * unknown email, a wrong password and a disabled account. A success answers the token pair and a
 * new device token for the route to set as the device cookie; for a user with a second factor it
 * answers an mfaToken instead (5 minutes, single use), and completeMfaSignIn finishes.
 */
export async function signIn(
  ctx: AuthContext,
  credentials: { email: string; password: string },
  deviceCookie: string | undefined,
): Promise<SignInOutcome> {
  const email = normalizeEmail(credentials.email);
  const user = await findUserByEmail(ctx.db, email);
  // Counted before the password is checked, so parallel guesses cannot outrun the limits.
  const attempt = await loginThrottle(ctx).reserve(deviceCookie, email, user?.id ?? null);
  const valid = user
    ? await ctx.passwords.verify(user.passwordHash, credentials.password)
    : await ctx.passwords.verifyAgainstNothing(credentials.password);
  if (!user || !valid || user.disabled) {
    // For the audit trail: the account when it exists (an unknown email is not kept).
    await recordAudit(ctx.db, { ...ctx.actor, userId: null }, { at: nowIso(ctx), operation: 'auth.login_failed', recordType: user ? 'user' : null, recordId: user?.id ?? null });
    throw new UnauthorizedError('Email or password is incorrect.', 'invalid_credentials');
  }
  await attempt.succeeded();
  if (await secondFactorSince(ctx.db, user.id)) return { challenge: await openChallenge(ctx, user.id) };
  return {
    pair: await startSession(ctx, user),
    deviceToken: deviceTokens(ctx).issue(user.id),
    mfaEnrollmentRequired: mfaRequiredFor(ctx.config.mfaRequired, user.role),
  };
}

async function openChallenge(ctx: AuthContext, userId: number): Promise<MfaChallenge> {
  const mfaToken = newOpaqueToken();
  const now = nowIso(ctx);
  const expiresAt = new Date(Date.parse(now) + MFA_TOKEN_TTL_SECONDS * 1000).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await insertChallenge(trx, { userId, tokenHash: hashOpaqueToken(mfaToken), now, expiresAt });
    await recordAudit(trx, { ...ctx.actor, userId }, { at: now, operation: 'auth.login_password', recordType: 'user', recordId: userId });
  });
  return { mfaRequired: true, mfaToken, methods: await methodsOf(ctx, userId), expiresIn: MFA_TOKEN_TTL_SECONDS };
}

/** What the user can complete the second step with: the factors they have. */
async function methodsOf(ctx: AuthContext, userId: number): Promise<MfaMethod[]> {
  const summary = (await factorSummaries(ctx.db, [userId])).get(userId);
  const methods: MfaMethod[] = [];
  if (summary?.totp) methods.push('totp');
  if (summary && summary.recoveryCodes > 0) methods.push('recovery_code');
  if (summary && summary.passkeys > 0) methods.push('passkey');
  return methods;
}

const invalidMfaToken = () => new UnauthorizedError('The sign-in step has expired or was used. Sign in again.', 'invalid_mfa_token');

/** The second step by passkey, its first half: options only the user of the mfaToken's passkeys may answer. */
export async function secondStepPasskeyOptions(ctx: AuthContext, mfaToken: string) {
  const challenge = await findLiveChallenge(ctx.db, hashOpaqueToken(mfaToken), nowIso(ctx));
  if (!challenge) throw invalidMfaToken();
  return secondStepOptions(ctx, challenge.userId);
}

/**
 * The second step: the mfaToken of a passed password step and an authenticator code (each time
 * step accepted once) or a recovery code (each once). The token is spent by the success only, so a
 * mistyped code can be typed again; wrong codes count with the second step's throttle
 * (lib/throttle.ts, scope 'mfa'), which only a caller who passed the password step can spend.
 */
export async function completeMfaSignIn(
  ctx: AuthContext,
  input: { mfaToken: string; code?: string; credential?: AuthenticationResponseJSON },
  deviceCookie: string | undefined,
): Promise<{ pair: TokenPair; deviceToken: string; recoveryCodesRemaining: number }> {
  if ((input.code === undefined) === (input.credential === undefined)) {
    throw ValidationError.field('code', 'send either a code or a passkey credential');
  }
  const invalidToken = invalidMfaToken;
  const challenge = await findLiveChallenge(ctx.db, hashOpaqueToken(input.mfaToken), nowIso(ctx));
  const user = challenge ? await findUserById(ctx.db, challenge.userId) : null;
  if (!challenge || !user || user.disabled) throw invalidToken();
  const attempt = await loginThrottle(ctx, 'mfa').reserve(deviceCookie, user.email, user.id);

  const now = nowIso(ctx);
  const code = input.code ?? '';
  const method: MfaMethod = input.credential ? 'passkey' : isTotpShaped(code) ? 'totp' : 'recovery_code';
  const step = method === 'totp' ? await matchingStep(ctx, user.id, code) : null;
  // A passkey of this user, answering options of this user's (secondStepPasskeyOptions).
  const passkeyPassed = input.credential ? (await passkeyOwner(ctx, input.credential)) === user.id : false;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (method === 'passkey' && !passkeyPassed) return 'wrong_code' as const;
    if (method === 'totp' && (step === null || !(await acceptTotpStep(trx, user.id, step)))) return 'wrong_code' as const;
    if (method === 'recovery_code' && !(await spendRecoveryCode(trx, user.id, hashRecoveryCode(code), now))) return 'wrong_code' as const;
    // Thrown, not returned: the code spent above must come back with the transaction.
    if (!(await spendChallenge(trx, challenge.id, now))) throw invalidToken();
    if (method === 'recovery_code') await recordAudit(trx, { ...ctx.actor, userId: user.id }, { at: now, operation: 'auth.recovery_code_used', recordType: 'user', recordId: user.id });
    return 'ok' as const;
  });
  if (outcome === 'wrong_code') {
    await recordAudit(ctx.db, { ...ctx.actor, userId: null }, { at: now, operation: 'auth.mfa_failed', recordType: 'user', recordId: user.id });
    if (method === 'passkey') throw new UnauthorizedError('The passkey could not be verified. Try again or use a code.', 'invalid_passkey');
    throw new UnauthorizedError('The code is wrong, expired or was used before.', 'invalid_mfa_code');
  }
  await attempt.succeeded();
  const pair = await startSession(ctx, user);
  return { pair, deviceToken: deviceTokens(ctx).issue(user.id), recoveryCodesRemaining: await countRecoveryCodes(ctx.db, user.id) };
}

/** The step of a code of the user's confirmed authenticator; null for a wrong code or no authenticator. */
async function matchingStep(ctx: AuthContext, userId: number, code: string): Promise<number | null> {
  const totp = await findTotp(ctx.db, userId);
  if (!totp?.secretSealed) return null;
  return matchTotp(totpSeal(ctx).open(totp.secretSealed), code.replace(/\s/g, ''), ctx.clock.now().getTime());
}

export interface MfaStatus {
  totp: { enabled: boolean; confirmedAt: string | null; enrollmentPending: boolean };
  recoveryCodesRemaining: number;
  passkeys: number;
  /** The user signs in with a passkey alone (no password) when they choose to. */
  passkeySignIn: boolean;
  /** MFA_REQUIRED holds the user to having a second factor. */
  required: boolean;
  /** Required and none yet: the session can only enroll one. */
  enrollmentRequired: boolean;
}

export async function mfaStatus(ctx: AuthContext, session: AuthUser): Promise<MfaStatus> {
  const totp = await findTotp(ctx.db, session.id);
  const summary = (await factorSummaries(ctx.db, [session.id])).get(session.id);
  const required = mfaRequiredFor(ctx.config.mfaRequired, session.role);
  return {
    totp: { enabled: totp?.secretSealed != null, confirmedAt: totp?.confirmedAt ?? null, enrollmentPending: totp?.pendingSecretSealed != null },
    recoveryCodesRemaining: summary?.recoveryCodes ?? 0,
    passkeys: summary?.passkeys ?? 0,
    passkeySignIn: (await passkeySignInSince(ctx.db, session.id)) !== null,
    required,
    enrollmentRequired: required && (await secondFactorSince(ctx.db, session.id)) === null,
  };
}

/**
 * Enrollment, first step: a new secret, kept sealed as pending beside any confirmed one (which
 * stays in force until the new one is confirmed), and its otpauth:// URI for the QR code.
 */
export async function beginTotpEnrollment(ctx: AuthContext, session: AuthUser): Promise<{ secret: string; uri: string }> {
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  const secret = newTotpSecret();
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await savePendingTotp(trx, user.id, totpSeal(ctx).seal(secret), now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'mfa.totp_enroll', recordType: 'user', recordId: user.id });
  });
  return { secret, uri: totpUri(secret, ctx.config.siteName, user.email) };
}

/**
 * Enrollment, second step: a current code of the pending secret turns it on (replacing an earlier
 * authenticator), with ten new recovery codes answered once and stored as hashes. A changed factor
 * ends the user's other sessions. Attempts count with the second step's throttle.
 */
export async function confirmTotpEnrollment(
  ctx: AuthContext,
  session: AuthUser,
  code: string,
  deviceCookie: string | undefined,
): Promise<{ recoveryCodes: string[] }> {
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  const pending = (await findTotp(ctx.db, user.id))?.pendingSecretSealed;
  const notStarted = () => new ConflictError('Start the enrollment first (POST /api/auth/mfa/totp).', 'mfa_enrollment_not_started');
  if (!pending) throw notStarted();
  const attempt = await loginThrottle(ctx, 'mfa').reserve(deviceCookie, user.email, user.id);
  const step = matchTotp(totpSeal(ctx).open(pending), code.replace(/\s/g, ''), ctx.clock.now().getTime());
  if (step === null) throw ValidationError.field('code', 'is wrong or expired', 'totp_code_incorrect');
  await attempt.succeeded();

  const recoveryCodes = newRecoveryCodes();
  const now = nowIso(ctx);
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await confirmPendingTotp(trx, user.id, pending, step, now))) return false;
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode), now);
    await confirmFirstFactor(trx, user.id, now);
    await endSessionsForCause(trx, { userId: user.id, now, cause: 'mfa_changed', keepSessionId: session.sessionId });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'mfa.totp_enable', recordType: 'user', recordId: user.id });
    return true;
  });
  if (!done) throw notStarted();
  return { recoveryCodes };
}

/**
 * New recovery codes (the old ones die) against a current authenticator code, which is spent, or
 * against one of the user's own passkeys answering options of recoveryCodesPasskeyOptions (the
 * challenge is spent either way). Exactly one of the two; wrong answers count with the 'mfa' throttle.
 */
export async function regenerateRecoveryCodes(
  ctx: AuthContext,
  session: AuthUser,
  input: { code?: string; credential?: AuthenticationResponseJSON },
  deviceCookie: string | undefined,
): Promise<{ recoveryCodes: string[] }> {
  if ((input.code === undefined) === (input.credential === undefined)) {
    throw ValidationError.field('code', 'send either a code or a passkey credential');
  }
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  const code = input.code;
  if (code !== undefined && !(await findTotp(ctx.db, user.id))?.secretSealed) {
    throw new ConflictError('Set up an authenticator app first.', 'mfa_not_enabled');
  }
  const attempt = await loginThrottle(ctx, 'mfa').reserve(deviceCookie, user.email, user.id);
  const step = code !== undefined ? await matchingStep(ctx, user.id, code) : null;
  // Only a passkey of this user counts: another user's answer, a replayed or expired one is refused.
  const passkeyPassed = input.credential ? (await passkeyOwner(ctx, input.credential)) === user.id : false;
  const recoveryCodes = newRecoveryCodes();
  const now = nowIso(ctx);
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (code !== undefined && (step === null || !(await acceptTotpStep(trx, user.id, step)))) return false;
    if (input.credential && !passkeyPassed) return false;
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode), now);
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: 'mfa.recovery_codes_regenerate',
      recordType: 'user',
      recordId: user.id,
      changes: { method: { before: null, after: code !== undefined ? 'totp' : 'passkey' } },
    });
    return true;
  });
  if (!done && input.credential) {
    throw new ValidationError({ credential: ['the passkey could not be verified'] }, 'The passkey could not be verified. Try again.', 'passkey_not_verified');
  }
  if (!done) throw ValidationError.field('code', 'is wrong, expired or was used before', 'totp_code_incorrect');
  await attempt.succeeded();
  return { recoveryCodes };
}

/** Options for proving a new set of recovery codes with a passkey: only the signed-in user's passkeys may answer. */
export async function recoveryCodesPasskeyOptions(ctx: AuthContext, session: AuthUser) {
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  const summary = (await factorSummaries(ctx.db, [user.id])).get(user.id);
  if (!summary || summary.passkeys === 0) throw new ConflictError('Add a passkey first.', 'passkey_required');
  return secondStepOptions(ctx, user.id);
}

export interface SessionView extends Omit<SessionRecord, 'familyId'> {
  current: boolean;
}

export async function listSessions(ctx: AuthContext, user: AuthUser): Promise<SessionView[]> {
  const sessions = await listLiveSessions(ctx.db, user.id, clockOf(ctx));
  return sessions.map(({ familyId, ...session }) => ({ ...session, current: familyId === user.sessionId }));
}

/** Revokes one of the user's own live sessions (the current one too: that is signing out). */
export async function revokeOwnSession(ctx: AuthContext, user: AuthUser, id: number): Promise<void> {
  const at = clockOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokeUserSession(trx, user.id, id, at))) throw new NotFoundError('Session', id);
    await recordAudit(trx, ctx.actor, { at: at.now, operation: 'session.revoke', recordType: 'session', recordId: id });
  });
}

/** Revokes every session of the user but the current one. */
export async function revokeOtherSessions(ctx: AuthContext, user: AuthUser): Promise<number> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const revoked = await endSessionsForCause(trx, { userId: user.id, now, cause: 'signed_out_everywhere', keepSessionId: user.sessionId });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'session.revoke_others', recordType: 'user', recordId: user.id });
    return revoked;
  });
}

/** The password policy with the user's own words as context (docs/api.md, "Password policy"). */
function assertAcceptable(ctx: AuthContext, user: UserRecord, newPassword: string, currentPassword?: string): void {
  const problems = passwordProblems(newPassword, { email: user.email, name: user.displayName, siteName: ctx.config.siteName });
  if (currentPassword !== undefined && newPassword === currentPassword) problems.push('must differ from the current password');
  if (problems.length > 0) throw new ValidationError({ newPassword: problems }, 'The new password is not acceptable.', 'weak_password');
}

/**
 * The signed-in user's own change: the current password first, then the policy. Every other
 * session of the user ends and pending reset links die; this session stays.
 * The attempt counts with the sign-in throttle (lib/throttle.ts), so guessing the current
 * password with a stolen access token is limited like guessing at the sign-in form.
 */
export async function changePassword(
  ctx: AuthContext,
  session: AuthUser,
  input: { currentPassword: string; newPassword: string },
  deviceCookie: string | undefined,
): Promise<void> {
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  const attempt = await loginThrottle(ctx).reserve(deviceCookie, user.email, user.id);
  if (!(await ctx.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw ValidationError.field('currentPassword', 'is incorrect', 'current_password_incorrect');
  }
  await attempt.succeeded();
  assertAcceptable(ctx, user, input.newPassword, input.currentPassword);

  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await endSessionsForCause(trx, { userId: user.id, now, cause: 'password_changed', keepSessionId: session.sessionId });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'user.password_change', recordType: 'user', recordId: user.id });
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
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  // Without a way to deliver it, a link would only be a secret stored for nobody.
  if (ctx.mailer.mode === 'disabled') return;
  // Beyond a few links an hour, further requests for one address are quietly dropped.
  const window = await ctx.counters.hit(`reset-request:${email}`, 3_600_000);
  if (window.count > RESET_REQUESTS_PER_EMAIL_PER_HOUR) return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newOpaqueToken();
  const now = nowIso(ctx);
  const expiresAt = new Date(Date.parse(now) + RESET_TOKEN_TTL_MS);
  const brand = await loadBrand(ctx.db, ctx.config);
  // One transaction: a token exists exactly when its mail is queued, never one without the other.
  await ctx.db.transaction().execute(async (trx) => {
    await insertResetToken(trx, { userId: user.id, tokenHash: hashOpaqueToken(token), now, expiresAt: expiresAt.toISOString() });
    await ctx.mailer.send(resetMail(brand, mailReader(ctx.config, user.locale), user.email, resetLink(ctx.config.adminUrl, token), expiresAt, RESET_TOKEN_TTL_MS / 60_000), trx);
  });
  ctx.mailer.deliverSoon();
}

/**
 * Completes a reset with the mailed token: the policy applies, the token is spent, every session
 * of the user ends, the other pending links die, and the account's shared sign-in budget starts
 * over. The owner has shown they hold the mailbox, so the answer carries a device token for the
 * route to set as the device cookie: this browser is a known device from now on, which no
 * guessing from other addresses can throttle (lib/throttle.ts). That is the way in an attacker
 * who keeps the account's budget spent cannot block (docs/api.md, "Throttling cannot lock the
 * owner out").
 */
export async function completePasswordReset(ctx: AuthContext, token: string, newPassword: string): Promise<{ deviceToken: string }> {
  const tokenHash = hashOpaqueToken(token);
  const invalid = () => ValidationError.field('token', 'is invalid, used or expired', 'invalid_reset_token');
  const userId = await findResetTokenUser(ctx.db, tokenHash, nowIso(ctx));
  const user = userId === null ? null : await findUserById(ctx.db, userId);
  if (!user) throw invalid();
  assertAcceptable(ctx, user, newPassword);

  const passwordHash = await ctx.passwords.hash(newPassword);
  const now = nowIso(ctx);
  const done = await ctx.db.transaction().execute(async (trx) => {
    // Spent atomically, so two concurrent completions cannot both succeed.
    if ((await spendResetToken(trx, tokenHash, now)) !== user.id) return false;
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await endSessionsForCause(trx, { userId: user.id, now, cause: 'password_reset' });
    // The token proves who acted: the entry names the user whose password it was.
    await recordAudit(trx, { ...ctx.actor, userId: user.id }, { at: now, operation: 'user.password_reset', recordType: 'user', recordId: user.id });
    return true;
  });
  if (!done) throw invalid();
  await forgetAccountFailures(ctx, user.email);
  return { deviceToken: deviceTokens(ctx).issue(user.id) };
}
