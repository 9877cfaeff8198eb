import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthUser } from '../http/app-types.js';
import { findActiveSession, sessionClock } from './session-store.js';

const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)\s*$/i;

/**
 * A valid signature is not enough: the token's session must still be live and its user enabled,
 * and the role is the user's role now, not the one written into the token. Signing out, revoking,
 * disabling, a password change or a demotion therefore counts from the very next request, on every
 * instance (the database is the only state).
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw new UnauthorizedError();
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('The Authorization header must be "Bearer <access token>".', 'invalid_token', true);
  const claims = app.tokens.verifyAccess(match[1]);
  const session = await findActiveSession(app.db, claims.sessionId, sessionClock(app.clock.now(), app.config.sessionMaxAgeSeconds));
  if (!session || session.userId !== claims.userId) {
    throw new UnauthorizedError('The session has ended (signed out, revoked or expired). Sign in again.', 'session_ended', true);
  }
  return { id: session.userId, role: session.role, sessionId: claims.sessionId };
}

/**
 * The "Bearer" policy, deny by default: every route needs a valid access token unless its config
 * says `public: true`. Runs first, before body parsing and validation, so an anonymous caller
 * learns nothing about a protected route's input rules.
 */
export function installBearerPolicy(app: FastifyInstance, options: { publicPrefixes?: readonly string[] } = {}): void {
  // Plugins' pages (the API docs) cannot declare `public: true` themselves: their prefix does it.
  const publicPrefixes = options.publicPrefixes ?? [];
  app.addHook('onRoute', (route) => {
    if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) route.config = { ...route.config, public: true };
  });
  app.decorateRequest('user', null);
  // Callback form: public routes (most of the traffic) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (request.is404 || config.public) {
      done();
      return;
    }
    authenticate(app, request).then((user) => {
      request.user = user;
      done(config.roles && !config.roles.includes(user.role) ? new ForbiddenError() : undefined);
    }, done);
  });
}
