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
  /** The User-Agent, cut to USER_AGENT_MAX_LENGTH; shown in the session list. */
  userAgent: string | null;
}

/**
 * How much of a User-Agent is kept wherever one is recorded (sessions of every kind, a signature's
 * evidence): enough for any real browser's string, so a client cannot make rows grow by sending more.
 */
const USER_AGENT_MAX_LENGTH = 300;

/** The User-Agent as it is kept (cut to USER_AGENT_MAX_LENGTH), or null. */
export function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
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
