/**
 * The portal app's session cookie, read and written in route files only: the refresh token,
 * HttpOnly, Secure, SameSite=Strict. Named `__Host-` (which pins it to the exact host, Path=/, no
 * Domain) when PORTAL_URL is https or localhost, the origins where a browser keeps a Secure
 * cookie; elsewhere (plain http on a LAN name, development only) a plain name on the portal's
 * auth path. The access token stays in the app's memory.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { TokenPair } from '../../../shared/auth/session-lifecycle.js';

function cookieOf(config: Config) {
  const url = new URL(config.portalUrl);
  const hostOnly = url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return hostOnly
    ? { name: '__Host-taxdesk_portal', attributes: { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const }
    : { name: 'taxdesk_portal', attributes: { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/portal/auth' } as const };
}

export function readPortalCookie(config: Config, request: FastifyRequest): string | undefined {
  return request.cookies[cookieOf(config).name] || undefined;
}

export function setPortalCookie(config: Config, reply: FastifyReply, pair: TokenPair): void {
  const cookie = cookieOf(config);
  reply.setCookie(cookie.name, pair.refreshToken, { ...cookie.attributes, maxAge: pair.refreshExpiresIn });
}

export function clearPortalCookie(config: Config, reply: FastifyReply): void {
  const cookie = cookieOf(config);
  reply.clearCookie(cookie.name, cookie.attributes);
}
