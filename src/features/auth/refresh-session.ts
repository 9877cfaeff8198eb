import { authContextOf } from '../../shared/auth/context.js';
import { rotateSession } from '../../shared/auth/session-lifecycle.js';
import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { clearRefreshCookie, readRefreshCookie, startCookieSession } from './lib/cookies.js';
import { SessionResponse, TAG } from './schemas.js';

export default function refreshSession(app: App): void {
  app.post(
    '/api/auth/session/refresh',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: [TAG],
        summary: "Renew the admin interface's access token with its refresh cookie (rotated; reuse revokes the session)",
        description:
          'The cookie is rotated. A cookie rotated less than 10 s ago by the same browser (another tab refreshing at the same ' +
          'moment) answers an access token and leaves the cookie as the rotation set it; any other reuse revokes the session.',
        response: {
          200: SessionResponse,
          401: problemResponse('No cookie, or an unknown, expired, revoked or reused refresh token (the cookie is cleared).'),
          403: problemResponse('Sent from another site (Origin or Sec-Fetch-Site): cross_site_request.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const presented = readRefreshCookie(request, app.config);
      try {
        if (!presented) throw new UnauthorizedError('No session cookie.', 'invalid_refresh_token', false);
        const renewed = await rotateSession(authContextOf(app, request), presented, { grace: true });
        // Within the grace there is no new refresh token: the cookie stays as the rotation set it.
        return 'refreshToken' in renewed ? startCookieSession(reply, app.config, renewed) : renewed;
      } catch (error) {
        clearRefreshCookie(reply, app.config);
        throw error;
      }
    },
  );
}
