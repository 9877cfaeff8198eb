import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { UserRole } from '../../db/tables/foundation.js';
import type { Clock } from '../clock.js';
import { UnauthorizedError } from '../errors.js';

/** Only this algorithm is ever signed or accepted; alg "none" and key confusion are refused. */
const ALGORITHM = 'HS256';
const ACCESS_TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  role: UserRole;
  /** The refresh-token family this access token came from: the session. */
  sessionId: string;
}

export interface TokenService {
  signAccess(claims: AccessClaims): string;
  /** Throws UnauthorizedError for anything but a valid, unexpired access token of ours. */
  verifyAccess(token: string): AccessClaims;
  readonly accessTtlSeconds: number;
}

export interface TokenOptions {
  secret: string;
  issuer: string;
  audience: string;
  accessTtlSeconds: number;
  /** Issued-at and expiry come from the app's clock (tests move it), not fast-jwt's Date.now(). */
  clock: Clock;
}

export function createTokenService(options: TokenOptions): TokenService {
  const sign = createSigner({
    key: options.secret,
    algorithm: ALGORITHM,
    iss: options.issuer,
    aud: options.audience,
    expiresIn: options.accessTtlSeconds * 1000,
  });
  const verify = createVerifier({
    key: options.secret,
    algorithms: [ALGORITHM],
    allowedIss: options.issuer,
    allowedAud: options.audience,
    requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud', 'jti', 'typ', 'role', 'sid'],
    // Checked below against the app's clock.
    ignoreExpiration: true,
    // Verified tokens are cached until they expire: most requests skip the HMAC.
    cache: 10_000,
  });

  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  const expired = () => new UnauthorizedError('The access token has expired.', 'token_expired', true);

  return {
    accessTtlSeconds: options.accessTtlSeconds,
    signAccess: ({ userId, role, sessionId }) =>
      sign({ sub: String(userId), role, sid: sessionId, typ: ACCESS_TOKEN_TYPE, jti: randomUUID(), iat: nowSeconds() }),
    verifyAccess(token) {
      let payload: Record<string, unknown>;
      try {
        payload = verify(token) as Record<string, unknown>;
      } catch {
        throw new UnauthorizedError('The access token is not valid.', 'invalid_token', true);
      }
      if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds()) throw expired();
      const userId = Number(payload.sub);
      if (
        payload.typ !== ACCESS_TOKEN_TYPE ||
        !Number.isSafeInteger(userId) ||
        userId < 1 ||
        (payload.role !== 'admin' && payload.role !== 'staff') ||
        typeof payload.sid !== 'string'
      ) {
        throw new UnauthorizedError('The access token is not valid.', 'invalid_token', true);
      }
      return { userId, role: payload.role, sessionId: payload.sid };
    },
  };
}

/** An opaque bearer secret (refresh or reset token): 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque tokens are stored only as their SHA-256: they carry 256 bits of entropy, so a fast hash
 * is enough, and a leaked table reveals no usable token.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
