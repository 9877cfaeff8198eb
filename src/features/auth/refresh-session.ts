import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { SessionResponse, TAG } from './schemas.js';
import { clearRefreshCookie, readRefreshCookie, startCookieSession } from './lib/session-cookie.js';
import { clientOf, rotateRefreshToken } from './service.js';

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
        return startCookieSession(reply, await rotateRefreshToken(app, presented, clientOf(request)));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );
}
