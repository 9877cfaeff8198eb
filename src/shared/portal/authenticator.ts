import type { FastifyInstance } from 'fastify';
import { presentedBearer, type Authenticator } from '../auth/bearer.js';
import { findActivePortalSession, sessionClock } from '../auth/session-store.js';
import { UnauthorizedError } from '../errors.js';

/**
 * Portal routes (`config: { principal: 'portal' }`): a portal access token (audience
 * taxdesk-portal; a staff token is refused here as a portal token is on staff routes) whose
 * session is live, whose client's access is not ended and whose client is not deleted, checked on
 * every request. Sets `request.portal`; `request.user` stays null, so nothing staff-only applies.
 */
export function portalAuthenticator(app: FastifyInstance): Authenticator {
  app.decorateRequest('portal', null);
  return async (request) => {
    const claims = app.portalTokens.verifyAccess(presentedBearer(request));
    const session = await findActivePortalSession(app.db, app.portalSessionLookup, claims.sessionId, sessionClock(app.clock.now(), app.config.sessionMaxAgeSeconds));
    if (!session || session.clientId !== claims.clientId) {
      throw new UnauthorizedError('The session has ended (signed out, access ended or expired). Sign in again.', 'session_ended', true);
    }
    request.portal = { clientId: claims.clientId, sessionId: claims.sessionId, locale: session.locale };
  };
}
