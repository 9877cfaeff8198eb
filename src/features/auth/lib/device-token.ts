/**
 * OWASP's device cookie: a signed token, set on every successful sign-in, that names the account it
 * was earned for and a random device id. A client presenting a valid one for the account it signs
 * in to is a known device: its failures are counted for that device alone, so guessing from
 * anywhere else can neither lock it out nor spend its budget (see throttle.ts). The cookie itself
 * is read and set by the route files (cookies.ts); this signs and verifies its value.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { ServiceContext } from '../../../shared/context.js';

const DEVICE_TOKEN_TYPE = 'device';
export const DEVICE_LIFETIME_SECONDS = 180 * 86_400;

export interface DeviceTokens {
  /** The device id when `token` is a valid, unexpired device token for userId, else null. */
  verify(token: string | undefined, userId: number): string | null;
  /** A new device token for userId (a new device id, so earlier failures stay behind). */
  issue(userId: number): string;
}

export function deviceTokens(ctx: Pick<ServiceContext, 'config' | 'clock'>): DeviceTokens {
  const secret = ctx.config.jwtSecret;
  if (!secret) throw new Error('device cookies need config.jwtSecret');
  // A key of its own, derived from JWT_SECRET: a device cookie can never pass as an access token.
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'taxdesk device cookie', 32));
  const audience = `${ctx.config.jwtAudience}:device`;
  // Expiry is checked against the app's clock below, not fast-jwt's own.
  const sign = createSigner({ key, algorithm: 'HS256', iss: ctx.config.jwtIssuer, aud: audience, noTimestamp: true });
  const check = createVerifier({
    key,
    algorithms: ['HS256'],
    allowedIss: ctx.config.jwtIssuer,
    allowedAud: audience,
    requiredClaims: ['sub', 'typ', 'jti', 'exp'],
    ignoreExpiration: true,
  });
  const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);

  return {
    verify(token, userId) {
      if (!token) return null;
      let claims: Record<string, unknown>;
      try {
        claims = check(token) as Record<string, unknown>;
      } catch {
        return null;
      }
      const valid =
        claims.typ === DEVICE_TOKEN_TYPE &&
        claims.sub === String(userId) &&
        typeof claims.jti === 'string' &&
        typeof claims.exp === 'number' &&
        claims.exp > nowSeconds();
      return valid ? (claims.jti as string) : null;
    },
    issue(userId) {
      return sign({ sub: String(userId), typ: DEVICE_TOKEN_TYPE, jti: randomUUID(), exp: nowSeconds() + DEVICE_LIFETIME_SECONDS });
    },
  };
}
