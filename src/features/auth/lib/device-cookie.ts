/**
 * OWASP's device cookie: a signed token, set on every successful sign-in, that names the account it
 * was earned for and a random device id. A client presenting a valid one for the account it signs
 * in to is a known device: its failures are counted for that device alone, so guessing from
 * anywhere else can neither lock it out nor spend its budget (see throttle.ts).
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import type { App } from '../../../shared/http/app-types.js';

export const DEVICE_COOKIE = 'taxdesk_device';
const DEVICE_TOKEN_TYPE = 'device';
const LIFETIME_SECONDS = 180 * 86_400;
/** Every sign-in and password operation is under /api/auth; nothing else needs the cookie. */
const COOKIE_ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth' } as const;

export interface DeviceCookies {
  /** The device id when the request carries a valid, unexpired device cookie for userId, else null. */
  read(request: FastifyRequest, userId: number): string | null;
  /** Sets a new device cookie for userId (a new device id, so earlier failures stay behind). */
  issue(reply: FastifyReply, userId: number): void;
}

export function deviceCookies(app: App): DeviceCookies {
  const secret = app.config.jwtSecret;
  if (!secret) throw new Error('device cookies need config.jwtSecret');
  // A key of its own, derived from JWT_SECRET: a device cookie can never pass as an access token.
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'taxdesk device cookie', 32));
  const audience = `${app.config.jwtAudience}:device`;
  // Expiry is checked against the app's clock below, not fast-jwt's own.
  const sign = createSigner({ key, algorithm: 'HS256', iss: app.config.jwtIssuer, aud: audience, noTimestamp: true });
  const verify = createVerifier({
    key,
    algorithms: ['HS256'],
    allowedIss: app.config.jwtIssuer,
    allowedAud: audience,
    requiredClaims: ['sub', 'typ', 'jti', 'exp'],
    ignoreExpiration: true,
  });
  const nowSeconds = () => Math.floor(app.clock.now().getTime() / 1000);

  return {
    read(request, userId) {
      const token = request.cookies[DEVICE_COOKIE];
      if (!token) return null;
      let claims: Record<string, unknown>;
      try {
        claims = verify(token) as Record<string, unknown>;
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
    issue(reply, userId) {
      const token = sign({ sub: String(userId), typ: DEVICE_TOKEN_TYPE, jti: randomUUID(), exp: nowSeconds() + LIFETIME_SECONDS });
      reply.setCookie(DEVICE_COOKIE, token, { ...COOKIE_ATTRIBUTES, maxAge: LIFETIME_SECONDS });
    },
  };
}
