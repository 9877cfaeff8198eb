import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie, setDeviceCookie, startCookieSession } from './lib/cookies.js';
import { LoginRequest, SessionStartResponse, TAG } from './schemas.js';
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
          'Cookie `__Host-taxdesk_refresh` (Path=/) when ADMIN_URL is https, else `taxdesk_refresh` (Path=/api/auth/session): ' +
          'HttpOnly, Secure, SameSite=Strict, Max-Age = the refresh lifetime. Refused from another site (Origin, Sec-Fetch-Site). ' +
          'Same throttling and answers as /api/auth/login: for a user with a second factor `{ mfaRequired: true, mfaToken, methods }`, ' +
          'no cookie, and POST /api/auth/session/mfa completes the sign-in.',
        body: LoginRequest,
        response: {
          200: SessionStartResponse,
          401: problemResponse('Email or password is incorrect.'),
          403: problemResponse('Sent from another site (Origin or Sec-Fetch-Site): cross_site_request.'),
          429: problemResponse('Too many failed attempts; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      // A sign-in from another site would plant that site's account in this browser (login CSRF).
      refuseCrossSite(request, app.config);
      const outcome = await signIn(authContextOf(app, request), request.body, readDeviceCookie(request, app.config));
      if ('challenge' in outcome) return outcome.challenge;
      setDeviceCookie(reply, app.config, outcome.deviceToken);
      const session = startCookieSession(reply, app.config, outcome.pair);
      return outcome.mfaEnrollmentRequired ? { ...session, mfaEnrollmentRequired: true as const } : session;
    },
  );
}
