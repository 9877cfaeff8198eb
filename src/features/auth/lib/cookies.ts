/**
 * The auth routes' cookies, read and written here and nowhere below a route file:
 * - the admin interface's refresh token, where page scripts cannot read it: HttpOnly, Secure,
 *   SameSite=Strict, with the session operations as its path. The access token stays in the
 *   page's memory. SameSite=Strict keeps other sites from sending the cookie, and the operations
 *   accept JSON or no body only (415 otherwise), which a cross-site form cannot send;
 * - the device cookie of the sign-in throttle (device-token.ts), for every /api/auth operation.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenPair } from '../../../shared/auth/session-lifecycle.js';
import { DEVICE_LIFETIME_SECONDS } from './device-token.js';

export const REFRESH_COOKIE = 'taxdesk_refresh';
export const DEVICE_COOKIE = 'taxdesk_device';
export const SESSION_PATH = '/api/auth/session';
/** Setting and clearing must name the same attributes, or the browser keeps the old cookie. */
const REFRESH_ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict', path: SESSION_PATH } as const;
/** Every sign-in and password operation is under /api/auth; nothing else needs the cookie. */
const DEVICE_ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth' } as const;

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/** Sets the refresh cookie and answers what the page may hold: the access token. */
export function startCookieSession(reply: FastifyReply, pair: TokenPair) {
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, { ...REFRESH_ATTRIBUTES, maxAge: pair.refreshExpiresIn });
  return { accessToken: pair.accessToken, tokenType: pair.tokenType, expiresIn: pair.expiresIn };
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, REFRESH_ATTRIBUTES);
}

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}

export function setDeviceCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...DEVICE_ATTRIBUTES, maxAge: DEVICE_LIFETIME_SECONDS });
}
