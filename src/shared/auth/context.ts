import type { FastifyRequest } from 'fastify';
import { contextOf, type ServiceContext } from '../context.js';
import type { App } from '../http/app-types.js';
import type { CounterStore } from '../rate-limit/counter-store.js';
import type { PasswordHasher } from './passwords.js';
import type { TokenService } from './tokens.js';

/**
 * What sign-in and session services need beyond a ServiceContext: the password hasher, the token
 * signer of the principal kind, the shared counters (throttling), and the client's own description
 * of itself (kept with the session it signs in). Still nothing of HTTP: cookies stay in route files.
 */
export interface AuthContext extends ServiceContext {
  passwords: PasswordHasher;
  tokens: TokenService;
  counters: CounterStore;
  /** The User-Agent, cut to 300 characters; shown in the session list. */
  userAgent: string | null;
}

/** The User-Agent as sessions of every kind keep it (cut to 300 characters), or null. */
export function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 300) ?? null;
}

/** Built by a route handler, like contextOf. */
export function authContextOf(app: App, request: FastifyRequest): AuthContext {
  return {
    ...contextOf(app, request),
    passwords: app.passwords,
    tokens: app.tokens,
    counters: app.counters,
    userAgent: userAgentOf(request),
  };
}
