/**
 * The portal's access tokens: signed like the staff ones (HS256 only) but for the audience
 * `taxdesk-portal` and with the client as subject, so a staff verifier (audience JWT_AUDIENCE)
 * refuses them and this one refuses staff tokens: the two kinds of principal never mix.
 */
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Clock } from '../clock.js';
import { UnauthorizedError } from '../errors.js';

export const PORTAL_AUDIENCE = 'taxdesk-portal';
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'portal_access';

export interface PortalClaims {
  clientId: number;
  /** The portal session (portal_sessions.family_id). */
  sessionId: string;
}

export interface PortalTokenService {
  signAccess(claims: PortalClaims): string;
  /** Throws UnauthorizedError for anything but a valid, unexpired portal access token. */
  verifyAccess(token: string): PortalClaims;
  /**
   * A sign-in code's stored form: keyed by the server's secret, so the 10^6 possible codes cannot
   * be tried offline against a leaked table; salted with its link token's hash, so equal codes
   * of two sign-ins differ.
   */
  hashCode(code: string, salt: string): string;
  readonly accessTtlSeconds: number;
}

export function createPortalTokenService(options: { secret: string; issuer: string; accessTtlSeconds: number; clock: Clock }): PortalTokenService {
  const sign = createSigner({ key: options.secret, algorithm: ALGORITHM, iss: options.issuer, aud: PORTAL_AUDIENCE, expiresIn: options.accessTtlSeconds * 1000 });
  const verify = createVerifier({
    key: options.secret,
    algorithms: [ALGORITHM],
    allowedIss: options.issuer,
    allowedAud: PORTAL_AUDIENCE,
    requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud', 'jti', 'typ', 'sid'],
    ignoreExpiration: true,
    cache: 10_000,
  });
  const codeKey = createHmac('sha256', options.secret).update('taxdesk portal sign-in codes').digest();
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  const invalid = () => new UnauthorizedError('The access token is not valid.', 'invalid_token', true);
  return {
    accessTtlSeconds: options.accessTtlSeconds,
    signAccess: ({ clientId, sessionId }) => sign({ sub: String(clientId), sid: sessionId, typ: TOKEN_TYPE, jti: randomUUID(), iat: nowSeconds() }),
    verifyAccess(token) {
      let payload: Record<string, unknown>;
      try {
        payload = verify(token) as Record<string, unknown>;
      } catch {
        throw invalid();
      }
      if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds()) throw new UnauthorizedError('The access token has expired.', 'token_expired', true);
      const clientId = Number(payload.sub);
      if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(clientId) || clientId < 1 || typeof payload.sid !== 'string') throw invalid();
      return { clientId, sessionId: payload.sid };
    },
    hashCode: (code, salt) => createHmac('sha256', codeKey).update(`${salt}:${code}`).digest('hex'),
  };
}

/** A 6-digit sign-in code, uniformly drawn (leading zeros kept). */
export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
