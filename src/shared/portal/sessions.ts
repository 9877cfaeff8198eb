/**
 * The portal session lifecycle (issue 32), on the one session store (../auth/session-store.ts)
 * with the portal's principal kind: a verified sign-in starts a session, a refresh rotates its
 * refresh token (a reused one revokes the session), a sign-out ends it; the idle and absolute
 * lifetimes are the staff ones (REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_SECONDS).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/record.js';
import { refreshExpiry, type TokenPair } from '../auth/session-lifecycle.js';
import {
  compilePortalSessionLookup,
  findActivePortalSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokePrincipalSessions,
  revokeSessionOf,
  sessionClock,
  spendRefreshToken,
  touchSession,
  type PrincipalRef,
  type SignInMethod,
} from '../auth/session-store.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import { nowIso } from '../context.js';
import { UnauthorizedError } from '../errors.js';
import type { PortalAuthContext } from './context.js';

type Db = Kysely<Database>;

const clientOf = (ctx: PortalAuthContext) => ({ userAgent: ctx.userAgent, ip: ctx.actor.ip });
const portalPrincipal = (clientId: number): PrincipalRef => ({ kind: 'portal', id: clientId });

async function issueTokens(ctx: PortalAuthContext, db: Db, clientId: number, familyId: string, now: string, expiry: { expiresAt: string; seconds: number }): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, { familyId, tokenHash: hashOpaqueToken(refreshToken), now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
  return {
    accessToken: ctx.portalTokens.signAccess({ clientId, sessionId: familyId }),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ctx.portalTokens.accessTtlSeconds,
    refreshExpiresIn: expiry.seconds,
  };
}

/** Starts a session for a client in the caller's transaction (the sign-in writes its audit entry). */
export async function startPortalSession(ctx: PortalAuthContext, trx: Db, clientId: number, now: string, method: SignInMethod): Promise<TokenPair> {
  const familyId = randomUUID();
  const expiry = refreshExpiry(ctx, Date.parse(now), now);
  await insertSession(trx, portalPrincipal(clientId), { familyId, method, now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
  return issueTokens(ctx, trx, clientId, familyId, now, expiry);
}

const invalidRefresh = () => new UnauthorizedError('The refresh token is not valid.', 'invalid_refresh_token', true);

/** Rotation with reuse detection, as for staff; a session whose access ended or whose client was deleted cannot be renewed. */
export async function rotatePortalSession(ctx: PortalAuthContext, presented: string): Promise<TokenPair> {
  const at = sessionClock(ctx.clock.now(), ctx.config.sessionMaxAgeSeconds);
  const token = await findRefreshToken(ctx.db, 'portal', hashOpaqueToken(presented));
  if (!token || token.sessionRevoked || token.expiresAt <= at.now) throw invalidRefresh();
  if (token.signedInAt <= at.signedInAfter) throw new UnauthorizedError('The session has reached its maximum lifetime. Sign in again.', 'session_expired', true);
  const clientId = token.principalId;

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendRefreshToken(trx, token.id, at.now))) return { reused: true as const };
    // A refresh is rare beside reads: the lookup is compiled here rather than kept.
    if (!(await findActivePortalSession(trx, compilePortalSessionLookup(trx), token.familyId, at))) return { reused: false as const, pair: null };
    const expiry = refreshExpiry(ctx, Date.parse(at.now), token.signedInAt);
    await touchSession(trx, token.familyId, { now: at.now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
    return { reused: false as const, pair: await issueTokens(ctx, trx, clientId, token.familyId, at.now, expiry) };
  });

  if (outcome.reused) {
    await ctx.db.transaction().execute(async (trx) => {
      await revokeSessionOf(trx, portalPrincipal(clientId), token.familyId, at.now);
      await recordAudit(trx, { ...ctx.actor, userId: null }, { at: at.now, operation: 'portal.session_revoke_reused', recordType: 'client', recordId: clientId });
    });
    ctx.log.warn({ clientId }, 'portal refresh token reuse detected; session revoked');
    throw new UnauthorizedError('The refresh token was already used; the session has been revoked.', 'refresh_token_reused', true);
  }
  if (!outcome.pair) throw invalidRefresh();
  return outcome.pair;
}

/** Ends the signed-in session (sign-out). */
export async function endPortalSession(ctx: PortalAuthContext, clientId: number, familyId: string): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokeSessionOf(trx, portalPrincipal(clientId), familyId, now))) return;
    await recordAudit(trx, { ...ctx.actor, userId: null }, { at: now, operation: 'portal.sign_out', recordType: 'client', recordId: clientId });
  });
}

/** Ends every portal session of a client (sign out everywhere, access ended); returns how many. */
export async function endClientPortalSessions(trx: Db, clientId: number, now: string, keepFamilyId?: string): Promise<number> {
  return revokePrincipalSessions(trx, portalPrincipal(clientId), now, keepFamilyId);
}
