/**
 * The auth routes' cookies, read and written here and nowhere below a route file:
 * - the admin interface's refresh token, where page scripts cannot read it: HttpOnly, Secure,
 *   SameSite=Strict. The access token stays in the page's memory. SameSite=Strict keeps other
 *   sites from sending the cookie, the operations check Origin and Sec-Fetch-Site besides
 *   (shared/http/cross-site.ts), and they accept JSON or no body only (415 otherwise), which a
 *   cross-site form cannot send;
 * - the device cookie of the sign-in throttle (device-token.ts).
 *
 * When ADMIN_URL is https, both carry the `__Host-` prefix: the browser then accepts them only
 * Secure, from this host (no Domain, so no sibling subdomain can set or shadow them) and with
 * Path=/, which the prefix requires. Over plain http (a developer's localhost) a browser would
 * refuse a prefixed cookie, so there they keep their bare names and narrow paths (the refresh
 * cookie on /api/auth/session only, the device cookie on /api/auth).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenPair } from '../../../shared/auth/session-lifecycle.js';
import type { Config } from '../../../config.js';
import { DEVICE_LIFETIME_SECONDS } from './device-token.js';

export const REFRESH_COOKIE = 'taxdesk_refresh';
export const DEVICE_COOKIE = 'taxdesk_device';
export const SESSION_PATH = '/api/auth/session';
const HOST_PREFIX = '__Host-';

type CookieConfig = Pick<Config, 'adminUrl'>;

interface CookieSpec {
  name: string;
  /** Setting and clearing must name the same attributes, or the browser keeps the old cookie. */
  attributes: { httpOnly: true; secure: true; sameSite: 'strict'; path: string };
}

function cookieSpec(config: CookieConfig, bareName: string, narrowPath: string): CookieSpec {
  const prefixed = new URL(config.adminUrl).protocol === 'https:';
  return {
    name: prefixed ? `${HOST_PREFIX}${bareName}` : bareName,
    attributes: { httpOnly: true, secure: true, sameSite: 'strict', path: prefixed ? '/' : narrowPath },
  };
}

/** The refresh cookie's name and attributes under this configuration. */
export const refreshCookieSpec = (config: CookieConfig) => cookieSpec(config, REFRESH_COOKIE, SESSION_PATH);
/** Every sign-in and password operation is under /api/auth; nothing else needs the device cookie. */
export const deviceCookieSpec = (config: CookieConfig) => cookieSpec(config, DEVICE_COOKIE, '/api/auth');

export function readRefreshCookie(request: FastifyRequest, config: CookieConfig): string | undefined {
  return request.cookies[refreshCookieSpec(config).name] || undefined;
}

/** Sets the refresh cookie and answers what the page may hold: the access token. */
export function startCookieSession(reply: FastifyReply, config: CookieConfig, pair: TokenPair) {
  const { name, attributes } = refreshCookieSpec(config);
  reply.setCookie(name, pair.refreshToken, { ...attributes, maxAge: pair.refreshExpiresIn });
  return { accessToken: pair.accessToken, tokenType: pair.tokenType, expiresIn: pair.expiresIn };
}

export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig): void {
  const { name, attributes } = refreshCookieSpec(config);
  reply.clearCookie(name, attributes);
}

export function readDeviceCookie(request: FastifyRequest, config: CookieConfig): string | undefined {
  return request.cookies[deviceCookieSpec(config).name] || undefined;
}

export function setDeviceCookie(reply: FastifyReply, config: CookieConfig, token: string): void {
  const { name, attributes } = deviceCookieSpec(config);
  reply.setCookie(name, token, { ...attributes, maxAge: DEVICE_LIFETIME_SECONDS });
}
