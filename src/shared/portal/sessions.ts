/**
 * The portal session lifecycle (issue 32): a verified sign-in starts a session, a refresh rotates
 * its refresh token (a reused one revokes the session), a sign-out ends it; the idle and absolute
 * lifetimes are the staff ones (REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_SECONDS).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/record.js';
import type { TokenPair } from '../auth/session-lifecycle.js';
import { sessionClock } from '../auth/session-store.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import { nowIso } from '../context.js';
import { UnauthorizedError } from '../errors.js';
import type { PortalAuthContext } from './context.js';
import {
  findActivePortalSession,
  findPortalRefreshToken,
  insertPortalRefreshToken,
  insertPortalSession,
  revokePortalSession,
  spendPortalRefreshToken,
  touchPortalSession,
} from './session-store.js';

type Db = Kysely<Database>;

const clientOf = (ctx: PortalAuthContext) => ({ userAgent: ctx.userAgent, ip: ctx.actor.ip });

function refreshExpiry(ctx: PortalAuthContext, nowMs: number, signedInAt: string): { expiresAt: string; seconds: number } {
  const absoluteEnd = Date.parse(signedInAt) + ctx.config.sessionMaxAgeSeconds * 1000;
  const end = Math.min(nowMs + ctx.config.refreshTokenTtlSeconds * 1000, absoluteEnd);
  return { expiresAt: new Date(end).toISOString(), seconds: Math.max(0, Math.floor((end - nowMs) / 1000)) };
}

async function issueTokens(ctx: PortalAuthContext, db: Db, clientId: number, familyId: string, now: string, expiry: { expiresAt: string; seconds: number }): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  await insertPortalRefreshToken(db, { familyId, tokenHash: hashOpaqueToken(refreshToken), now, expiresAt: expiry.expiresAt });
  return {
    accessToken: ctx.portalTokens.signAccess({ clientId, sessionId: familyId }),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ctx.portalTokens.accessTtlSeconds,
    refreshExpiresIn: expiry.seconds,
  };
}

/** Starts a session for a client in the caller's transaction (the sign-in writes its audit entry). */
export async function startPortalSession(ctx: PortalAuthContext, trx: Db, clientId: number, now: string): Promise<TokenPair> {
  const familyId = randomUUID();
  const expiry = refreshExpiry(ctx, Date.parse(now), now);
  await insertPortalSession(trx, { clientId, familyId, now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
  return issueTokens(ctx, trx, clientId, familyId, now, expiry);
}

const invalidRefresh = () => new UnauthorizedError('The refresh token is not valid.', 'invalid_refresh_token', true);

/** Rotation with reuse detection, as for staff; a session whose access ended or whose client was deleted cannot be renewed. */
export async function rotatePortalSession(ctx: PortalAuthContext, presented: string): Promise<TokenPair> {
  const at = sessionClock(ctx.clock.now(), ctx.config.sessionMaxAgeSeconds);
  const token = await findPortalRefreshToken(ctx.db, hashOpaqueToken(presented));
  if (!token || token.sessionRevoked || token.expiresAt <= at.now) throw invalidRefresh();
  if (token.signedInAt <= at.signedInAfter) throw new UnauthorizedError('The session has reached its maximum lifetime. Sign in again.', 'session_expired', true);

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendPortalRefreshToken(trx, token.id, at.now))) return { reused: true as const };
    if (!(await findActivePortalSession(trx, token.familyId, at))) return { reused: false as const, pair: null };
    const expiry = refreshExpiry(ctx, Date.parse(at.now), token.signedInAt);
    await touchPortalSession(trx, token.familyId, { now: at.now, expiresAt: expiry.expiresAt, ...clientOf(ctx) });
    return { reused: false as const, pair: await issueTokens(ctx, trx, token.clientId, token.familyId, at.now, expiry) };
  });

  if (outcome.reused) {
    await ctx.db.transaction().execute(async (trx) => {
      await revokePortalSession(trx, token.clientId, token.familyId, at.now);
      await recordAudit(trx, { ...ctx.actor, userId: null }, { at: at.now, operation: 'portal.session_revoke_reused', recordType: 'client', recordId: token.clientId });
    });
    ctx.log.warn({ clientId: token.clientId }, 'portal refresh token reuse detected; session revoked');
    throw new UnauthorizedError('The refresh token was already used; the session has been revoked.', 'refresh_token_reused', true);
  }
  if (!outcome.pair) throw invalidRefresh();
  return outcome.pair;
}

/** Ends the signed-in session (sign-out). */
export async function endPortalSession(ctx: PortalAuthContext, clientId: number, familyId: string): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokePortalSession(trx, clientId, familyId, now))) return;
    await recordAudit(trx, { ...ctx.actor, userId: null }, { at: now, operation: 'portal.sign_out', recordType: 'client', recordId: clientId });
  });
}
