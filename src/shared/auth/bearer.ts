import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthUser } from '../http/app-types.js';

const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)\s*$/i;

export function authenticate(app: FastifyInstance, request: FastifyRequest): AuthUser {
  const header = request.headers.authorization;
  if (!header) throw new UnauthorizedError();
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('The Authorization header must be "Bearer <access token>".', 'invalid_token', true);
  const claims = app.tokens.verifyAccess(match[1]);
  return { id: claims.userId, role: claims.role, sessionId: claims.sessionId };
}

/**
 * The "Bearer" policy, deny by default: every route needs a valid access token unless its config
 * says `public: true`. Runs first, before body parsing and validation, so an anonymous caller
 * learns nothing about a protected route's input rules.
 */
export function installBearerPolicy(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    // Responses are private unless a public route says otherwise.
    reply.header('cache-control', 'no-store');
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    request.user = authenticate(app, request);
    if (config.roles && !config.roles.includes(request.user.role)) throw new ForbiddenError();
  });
}
