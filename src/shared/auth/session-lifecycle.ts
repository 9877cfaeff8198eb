/**
 * The session lifecycle of a staff principal, in one place: a sign-in starts a session, a refresh
 * rotates its refresh token, a sign-out ends it, and a cause (a password change or reset, a
 * disabled account, "sign out everywhere") ends all of a user's sessions and whatever else the
 * cause must end with them. Every path that starts or ends sessions goes through here, so what
 * "ending for cause" covers is decided once (docs/api.md, "Sessions").
 *
 * The access token's audience names the principal kind (bearer.ts): staff tokens are signed by
 * `ctx.tokens` for config.jwtAudience; the portal's (portal/sessions.ts, on the same session store)
 * are signed for `taxdesk-portal`.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';
import { recordAudit } from '../audit/record.js';
import { addressKey } from '../rate-limit/address.js';
import { nowIso } from '../context.js';
import { UnauthorizedError } from '../errors.js';
import type { AuthContext } from './context.js';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeCalendarFeedsOfUser,
  revokePrincipalSessions,
  revokeSessionFamily,
  sessionClock,
  spendAllResetTokens,
  spendRefreshToken,
  touchSession,
  type RefreshTokenRecord,
  type SignInMethod,
} from './session-store.js';
import { hashOpaqueToken, newOpaqueToken } from './tokens.js';
import { findUserById } from './user-store.js';

type Db = Kysely<Database>;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  /** Seconds until the refresh token lapses: the idle lifetime, or less near the absolute end. */
  refreshExpiresIn: number;
}

/** Who signs in: a staff user as the users table has them. */
export interface StaffPrincipal {
  id: number;
  role: UserRole;
}

const clientOf = (ctx: AuthContext) => ({ userAgent: ctx.userAgent, ip: ctx.actor.ip });

/**
 * The next refresh token lapses after the idle lifetime, but never past the session's absolute
 * end; the same lifetimes for every principal kind (the portal's lifecycle uses this too).
 */
export function refreshExpiry(
  ctx: { config: { sessionMaxAgeSeconds: number; refreshTokenTtlSeconds: number } },
  nowMs: number,
  signedInAt: string,
): { expiresAt: string; seconds: number } {
  const absoluteEnd = Date.parse(signedInAt) + ctx.config.sessionMaxAgeSeconds * 1000;
  const end = Math.min(nowMs + ctx.config.refreshTokenTtlSeconds * 1000, absoluteEnd);
  return { expiresAt: new Date(end).toISOString(), seconds: Math.max(0, Math.floor((end - nowMs) / 1000)) };
}

async function issueTokens(
  ctx: AuthContext,
  db: Db,
  user: StaffPrincipal,
  familyId: string,
  now: string,
  expiry: { expiresAt: string; seconds: number },
): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, { familyId, tokenHash: hashOpaqueToken(refreshToken), now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
  return {
    accessToken: ctx.tokens.signAccess({ userId: user.id, role: user.role, sessionId: familyId }),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ctx.tokens.accessTtlSeconds,
    refreshExpiresIn: expiry.seconds,
  };
}

/** A sign-in: a new session and its first token pair, with its audit entry, in one transaction. */
export async function startSession(ctx: AuthContext, user: StaffPrincipal, method: SignInMethod = 'password'): Promise<TokenPair> {
  const now = nowIso(ctx);
  const familyId = randomUUID();
  const expiry = refreshExpiry(ctx, Date.parse(now), now);
  return ctx.db.transaction().execute(async (trx) => {
    await insertSession(trx, { kind: 'staff', id: user.id }, { familyId, method, now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
    await recordAudit(trx, { ...ctx.actor, userId: user.id }, { at: now, operation: 'auth.login', recordType: 'user', recordId: user.id });
    return issueTokens(ctx, trx, user, familyId, now, expiry);
  });
}

const invalidRefresh = () => new UnauthorizedError('The refresh token is not valid.', 'invalid_refresh_token', true);

/** What a refresh within the grace answers: an access token of the session, and no new refresh token. */
export interface AccessGrant {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/**
 * How long a just-spent refresh token still gets an access token when its session's last refresh
 * came from the same client: two tabs of one browser share the refresh cookie, and the second
 * tab's refresh, sent before the first tab's answer set the new cookie, presents the spent one.
 * RFC 9700 (4.14.2) allows such a grace; anything later, or from another client, is a reuse.
 */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * Rotation with reuse detection: each refresh token works once. Presenting a spent one means it
 * was copied, so the whole session is revoked and both holders must sign in again. A session
 * past its absolute lifetime cannot be renewed, however recently it was used.
 *
 * With `grace` (the cookie session), a spent token presented within REFRESH_GRACE_SECONDS of its
 * rotation by the same client (User-Agent and address of the session's last refresh) is a
 * concurrent tab, not a thief: it gets an access token of the live session and no refresh token,
 * so the cookie the rotation set stays the one in the browser.
 */
export async function rotateSession(ctx: AuthContext, presented: string): Promise<TokenPair>;
export async function rotateSession(ctx: AuthContext, presented: string, options: { grace: true }): Promise<TokenPair | AccessGrant>;
export async function rotateSession(ctx: AuthContext, presented: string, options?: { grace: true }): Promise<TokenPair | AccessGrant> {
  const at = sessionClock(ctx.clock.now(), ctx.config.sessionMaxAgeSeconds);
  const tokenHash = hashOpaqueToken(presented);
  const token = await findRefreshToken(ctx.db, 'staff', tokenHash);
  if (!token || token.sessionRevoked || token.expiresAt <= at.now) throw invalidRefresh();
  if (token.signedInAt <= at.signedInAfter) {
    throw new UnauthorizedError('The session has reached its maximum lifetime. Sign in again.', 'session_expired', true);
  }

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendRefreshToken(trx, token.id, at.now))) return { reused: true as const };
    const user = await findUserById(trx, token.principalId);
    if (!user || user.disabled) return { reused: false as const, pair: null };
    const expiry = refreshExpiry(ctx, Date.parse(at.now), token.signedInAt);
    await touchSession(trx, token.familyId, { now: at.now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
    return { reused: false as const, pair: await issueTokens(ctx, trx, user, token.familyId, at.now, expiry) };
  });

  if (outcome.reused) {
    // Read again: the rotation that spent it may have committed after the first read.
    const spent = options?.grace ? await findRefreshToken(ctx.db, 'staff', tokenHash) : null;
    if (spent && !spent.sessionRevoked && isConcurrentTab(ctx, spent, Date.parse(at.now))) {
      const user = await findUserById(ctx.db, spent.principalId);
      if (!user || user.disabled) throw invalidRefresh();
      return { accessToken: ctx.tokens.signAccess({ userId: user.id, role: user.role, sessionId: spent.familyId }), tokenType: 'Bearer', expiresIn: ctx.tokens.accessTtlSeconds };
    }
    await ctx.db.transaction().execute(async (trx) => {
      await revokeSessionFamily(trx, token.familyId, at.now);
      await recordAudit(trx, { ...ctx.actor, userId: null }, { at: at.now, operation: 'session.revoke_reused', recordType: 'session', recordId: token.sessionId });
    });
    ctx.log.warn({ userId: token.principalId, familyId: token.familyId }, 'refresh token reuse detected; session revoked');
    throw new UnauthorizedError('The refresh token was already used; the session has been revoked.', 'refresh_token_reused', true);
  }
  if (!outcome.pair) throw invalidRefresh();
  return outcome.pair;
}

function isConcurrentTab(ctx: AuthContext, spent: RefreshTokenRecord, nowMs: number): boolean {
  if (spent.usedAt === null || nowMs - Date.parse(spent.usedAt) > REFRESH_GRACE_SECONDS * 1000) return false;
  const sameAddress = spent.lastIp !== null && ctx.actor.ip !== null && addressKey(spent.lastIp) === addressKey(ctx.actor.ip);
  return sameAddress && spent.lastUserAgent === ctx.userAgent;
}

/** Signs out the session a refresh token belongs to (nothing when the token is unknown or already ended). */
export async function endSessionOfRefreshToken(ctx: AuthContext, presented: string): Promise<void> {
  const token = await findRefreshToken(ctx.db, 'staff', hashOpaqueToken(presented));
  if (!token || token.sessionRevoked) return;
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await revokeSessionFamily(trx, token.familyId, now);
    await recordAudit(trx, { ...ctx.actor, userId: token.principalId }, { at: now, operation: 'session.revoke', recordType: 'session', recordId: token.sessionId });
  });
}

/** Why all of a user's sessions end at once. */
export type EndCause =
  /** The user's own "sign out everywhere else" (the current session is kept). */
  | 'signed_out_everywhere'
  /** An admin's "sign out everywhere" for the user. */
  | 'revoked_by_admin'
  | 'disabled'
  /** The user's own change (the current session is kept). */
  | 'password_changed'
  | 'password_reset'
  /** An operator set the password (the CLI). */
  | 'password_set'
  /** The user's own new second factor (the current session is kept). */
  | 'mfa_changed'
  /** An admin or the CLI removed the user's second factors. */
  | 'mfa_reset';

const PASSWORD_CAUSES: ReadonlySet<EndCause> = new Set(['password_changed', 'password_reset', 'password_set']);

/**
 * Ends every session of a user for a cause, inside the caller's transaction (the caller writes the
 * audit entry of its operation). `keepSessionId` spares the session making the request, when the
 * cause is the user's own act. Every cause also ends the user's calendar feed URL: a secret that
 * reads the firm's deadlines without a session must not outlive "sign out everywhere", a new
 * password or a disabled account (re-enabling does not bring it back; the user makes a new one).
 * A new password also spends the pending reset links: each was a way to the old one. Returns how
 * many sessions ended.
 */
export async function endSessionsForCause(
  trx: Db,
  end: { userId: number; now: string; cause: EndCause; keepSessionId?: string },
): Promise<number> {
  const ended = await revokePrincipalSessions(trx, { kind: 'staff', id: end.userId }, end.now, end.keepSessionId);
  await revokeCalendarFeedsOfUser(trx, end.userId, end.now);
  if (PASSWORD_CAUSES.has(end.cause)) await spendAllResetTokens(trx, end.userId, end.now);
  return ended;
}
