import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie, setDeviceCookie, startCookieSession } from './lib/cookies.js';
import { LoginRequest, SessionResponse, TAG } from './schemas.js';
import { signIn } from './service.js';

export default function createSession(app: App): void {
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
    async (request, reply) => {
      const { pair, deviceToken } = await signIn(authContextOf(app, request), request.body, readDeviceCookie(request));
      setDeviceCookie(reply, deviceToken);
      return startCookieSession(reply, pair);
    },
  );
}
