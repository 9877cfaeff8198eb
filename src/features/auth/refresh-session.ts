import { authContextOf } from '../../shared/auth/context.js';
import { rotateSession } from '../../shared/auth/session-lifecycle.js';
import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
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
        response: {
          200: SessionResponse,
          401: problemResponse('No cookie, or an unknown, expired, revoked or reused refresh token (the cookie is cleared).'),
        },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      try {
        if (!presented) throw new UnauthorizedError('No session cookie.', 'invalid_refresh_token', false);
        return startCookieSession(reply, await rotateSession(authContextOf(app, request), presented));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );
}
