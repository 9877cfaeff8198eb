import { Type } from 'typebox';
import { authContextOf } from '../../shared/auth/context.js';
import { endSessionOfRefreshToken } from '../../shared/auth/session-lifecycle.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { clearRefreshCookie, readRefreshCookie } from './lib/cookies.js';
import { TAG } from './schemas.js';

export default function endSession(app: App): void {
  app.delete(
    '/api/auth/session',
    {
      // The access token may already have expired when someone signs out; the cookie is the session.
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Sign out of the admin interface: revokes the session of the refresh cookie and clears it',
        description: "The session's access tokens stop working on their next request.",
        response: {
          204: Type.Null({ description: 'Signed out (also when there was no session).' }),
          403: problemResponse('Sent from another site (Origin or Sec-Fetch-Site): cross_site_request.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const presented = readRefreshCookie(request, app.config);
      if (presented) await endSessionOfRefreshToken(authContextOf(app, request), presented);
      clearRefreshCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );
}
