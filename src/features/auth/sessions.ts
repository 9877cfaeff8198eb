import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';
import { hashOpaqueToken, newOpaqueToken } from '../../shared/auth/tokens.js';
import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findUserById } from '../../shared/auth/user-store.js';
import { findRefreshToken, insertRefreshToken, revokeFamily, spendRefreshToken } from './repository.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  refreshExpiresIn: number;
}

interface Client {
  userAgent: string | null;
  ip: string | null;
}

export function clientOf(request: FastifyRequest): Client {
  return { userAgent: request.headers['user-agent']?.slice(0, 300) ?? null, ip: request.ip ?? null };
}

/** Issues an access token and the next refresh token of a session (a new family when none). */
export async function issueTokenPair(
  app: App,
  db: Kysely<Database>,
  user: { id: number; role: UserRole },
  client: Client,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  const refreshTtl = app.config.refreshTokenTtlSeconds;
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(Date.now() + refreshTtl * 1000).toISOString(),
    ...client,
  });
  return {
    accessToken: app.tokens.signAccess({ userId: user.id, role: user.role, sessionId: familyId }),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: app.tokens.accessTtlSeconds,
    refreshExpiresIn: refreshTtl,
  };
}

const invalidRefresh = () => new UnauthorizedError('The refresh token is not valid.', 'invalid_refresh_token', true);

/**
 * Rotation with reuse detection: each refresh token works once. Presenting a spent one means it
 * was copied, so the whole family (the session) is revoked and both holders must sign in again.
 */
export async function rotateRefreshToken(app: App, presented: string, client: Client): Promise<TokenPair> {
  const token = await findRefreshToken(app.db, hashOpaqueToken(presented));
  if (!token || token.revokedAt !== null || token.expiresAt <= new Date().toISOString()) throw invalidRefresh();

  const outcome = await app.db.transaction().execute(async (trx) => {
    if (!(await spendRefreshToken(trx, token.id))) return { reused: true as const };
    const user = await findUserById(trx, token.userId);
    if (!user || user.disabled) return { reused: false as const, pair: null };
    return { reused: false as const, pair: await issueTokenPair(app, trx, user, client, token.familyId) };
  });

  if (outcome.reused) {
    await revokeFamily(app.db, token.familyId);
    app.log.warn({ userId: token.userId, familyId: token.familyId }, 'refresh token reuse detected; session revoked');
    throw new UnauthorizedError('The refresh token was already used; the session has been revoked.', 'refresh_token_reused', true);
  }
  if (!outcome.pair) throw invalidRefresh();
  return outcome.pair;
}
