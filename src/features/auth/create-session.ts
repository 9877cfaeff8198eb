import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { credentialCheck } from './lib/credentials.js';
import { LoginRequest, SessionResponse, TAG } from './schemas.js';
import { startCookieSession } from './lib/session-cookie.js';

export default function createSession(app: App): void {
  const signIn = credentialCheck(app);
  app.post(
    '/api/auth/session',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Sign in for the admin interface: the refresh token is set as an HttpOnly cookie, the access token answered',
        description:
          'Cookie `taxdesk_refresh`: HttpOnly, Secure, SameSite=Strict, Path=/api/auth/session, Max-Age = the refresh lifetime. ' +
          'Same throttling and answers as /api/auth/login.',
        body: LoginRequest,
        response: {
          200: SessionResponse,
          401: problemResponse('Email or password is incorrect.'),
          429: problemResponse('Too many failed attempts; see Retry-After.'),
        },
      },
    },
    async (request, reply) => startCookieSession(reply, await signIn(request, reply, request.body)),
  );
}
