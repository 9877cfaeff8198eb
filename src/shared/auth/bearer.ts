import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthUser } from '../http/app-types.js';
import { findActiveSession, sessionClock } from './session-store.js';
import { laneMaySkip } from '../http/lane-fence.js';
import { mustEnroll } from './mfa-policy.js';

const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)\s*$/i;

/** The access token of the Authorization header, of any principal kind; 401 without one. */
export function presentedBearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new UnauthorizedError();
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('The Authorization header must be "Bearer <access token>".', 'invalid_token', true);
  return match[1];
}

/**
 * A valid signature is not enough: the token's session must still be live and its user enabled,
 * and the role is the user's role now, not the one written into the token. Signing out, revoking,
 * disabling, a password change or a demotion therefore counts from the very next request, on every
 * instance (the database is the only state).
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser & { hasSecondFactor: boolean }> {
  const claims = app.tokens.verifyAccess(presentedBearer(request));
  const session = await findActiveSession(app.db, app.sessionLookup, claims.sessionId, sessionClock(app.clock.now(), app.config.sessionMaxAgeSeconds));
  if (!session || session.userId !== claims.userId) {
    throw new UnauthorizedError('The session has ended (signed out, revoked or expired). Sign in again.', 'session_ended', true);
  }
  return { id: session.userId, role: session.role, sessionId: claims.sessionId, hasSecondFactor: session.hasSecondFactor };
}

/**
 * Every later line of the request's log (its "request completed" line, a failure) names the signed-in
 * user. request.log and reply.log are the same per-request child, so its bindings change in place;
 * Fastify's stand-in logger (logger: false) has none to change.
 */
function attributeLog(request: FastifyRequest, userId: number): void {
  (request.log as { setBindings?(bindings: Record<string, unknown>): void }).setBindings?.({ userId });
}

/**
 * The kinds of principal a request can act as. Each has its own access-token audience, its own
 * authenticator and its own request decoration, so a token of one kind is never accepted where
 * another is required: staff tokens carry config.jwtAudience and set `request.user`; the client
 * portal's (issue 32) carry `taxdesk-portal` and set `request.portal` (src/shared/portal/authenticator.ts).
 */
export type PrincipalKind = 'staff' | 'portal';

/**
 * Checks a request's credentials for one kind of principal and attaches the principal to the
 * request, or throws (401 for no or bad credentials, 403 for a principal the route refuses).
 */
export type Authenticator = (request: FastifyRequest) => Promise<void>;

/** Staff: a live session's access token; the route's `roles`, when it has them, are checked against the user's role now. */
export function staffAuthenticator(app: FastifyInstance): Authenticator {
  return async (request) => {
    const { hasSecondFactor, ...user } = await authenticate(app, request);
    request.user = user;
    attributeLog(request, user.id);
    // MFA_REQUIRED: a user it holds who has no second factor yet may only enroll one (mfa-policy.ts).
    if (!request.routeOptions.config.mfaEnrollment && mustEnroll(app.config.mfaRequired, user.role, hasSecondFactor)) {
      throw new ForbiddenError('Set up a second factor (an authenticator app or a passkey) before you continue.', 'mfa_enrollment_required');
    }
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.includes(user.role)) throw new ForbiddenError();
  };
}

export interface BearerPolicyOptions {
  /** The authenticator of each principal kind the app serves; a kind without one is refused. */
  principals: Partial<Record<PrincipalKind, Authenticator>>;
  /** Plugins' pages (the API docs) cannot declare `public: true` themselves: their prefix does it. */
  publicPrefixes?: readonly string[];
}

/**
 * The "Bearer" policy, deny by default: every route needs the credentials of a principal unless
 * its config says `public: true`; which principal is the route's `principal` (default `'staff'`).
 * A route naming a kind the app has no authenticator for, or `roles` on a non-staff route, stops
 * the app at start. Runs first, before body parsing and validation, so an anonymous caller learns
 * nothing about a protected route's input rules.
 */
export function installBearerPolicy(app: FastifyInstance, options: BearerPolicyOptions): void {
  const publicPrefixes = options.publicPrefixes ?? [];
  const { principals } = options;
  app.addHook('onRoute', (route) => {
    if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) route.config = { ...route.config, public: true };
    if (route.config?.public) return;
    const kind = route.config?.principal ?? 'staff';
    if (!principals[kind]) throw new Error(`${String(route.method)} ${route.url} needs a '${kind}' principal, which no authenticator serves`);
    if (route.config?.roles && kind !== 'staff') throw new Error(`${String(route.method)} ${route.url}: roles apply to staff routes only`);
  });
  app.decorateRequest('user', null);
  // Callback form: public routes (most of the traffic) pass without a promise.
  app.addHook('onRequest', laneMaySkip('the lane replays public reads only, which this hook lets pass', (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (request.is404 || config.public) {
      done();
      return;
    }
    const authenticator = principals[config.principal ?? 'staff'];
    if (!authenticator) {
      done(new UnauthorizedError());
      return;
    }
    authenticator(request).then(() => done(), done);
  }));
}
