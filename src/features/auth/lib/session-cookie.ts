/**
 * The admin interface keeps its refresh token where page scripts cannot read it: an HttpOnly,
 * Secure, SameSite=Strict cookie whose path is the session operations only. The access token
 * stays in the page's memory. SameSite=Strict keeps other sites from sending the cookie, and the
 * operations accept JSON or no body only (415 otherwise), which a cross-site form cannot send.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenPair } from '../service.js';

export const REFRESH_COOKIE = 'taxdesk_refresh';
export const SESSION_PATH = '/api/auth/session';
/** Setting and clearing must name the same attributes, or the browser keeps the old cookie. */
const COOKIE_ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict', path: SESSION_PATH } as const;

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/** Sets the refresh cookie and answers what the page may hold: the access token. */
export function startCookieSession(reply: FastifyReply, pair: TokenPair) {
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, { ...COOKIE_ATTRIBUTES, maxAge: pair.refreshExpiresIn });
  return { accessToken: pair.accessToken, tokenType: pair.tokenType, expiresIn: pair.expiresIn };
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, COOKIE_ATTRIBUTES);
}
