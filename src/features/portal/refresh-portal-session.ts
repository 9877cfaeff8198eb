import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { bodyMayBeOmitted } from '../../shared/http/optional-body.js';
import { portalAuthContextOf } from '../../shared/portal/context.js';
import { rotatePortalSession } from '../../shared/portal/sessions.js';
import { clearPortalCookie, readPortalCookie, setPortalCookie } from './lib/cookies.js';
import { PortalTokenPair, RefreshPortalSessionRequest, TAG } from './schemas.js';

export default function refreshPortalSession(app: App): void {
  app.post(
    '/api/portal/auth/refresh',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      // The portal app sends no body: the session cookie is the refresh token.
      preValidation: bodyMayBeOmitted,
      schema: {
        tags: [TAG],
        summary: 'Renew a portal session: the refresh token (body or session cookie) is rotated; a reused one revokes the session',
        body: RefreshPortalSessionRequest,
        response: {
          200: PortalTokenPair,
          401: problemResponse('No token, or an unknown, expired, revoked or reused one, or the access was ended (the cookie is cleared).'),
          403: problemResponse('Sent from another site (Origin or Sec-Fetch-Site): cross_site_request.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const presented = request.body?.refreshToken ?? readPortalCookie(app.config, request);
      try {
        if (!presented) throw new UnauthorizedError('No refresh token.', 'invalid_refresh_token', false);
        const pair = await rotatePortalSession(portalAuthContextOf(app, request), presented);
        setPortalCookie(app.config, reply, pair);
        return pair;
      } catch (error) {
        clearPortalCookie(app.config, reply);
        throw error;
      }
    },
  );
}
