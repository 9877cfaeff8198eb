import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie, setDeviceCookie, startCookieSession } from './lib/cookies.js';
import { MfaSessionResponse, MfaSignInRequest, TAG } from './schemas.js';
import { completeMfaSignIn } from './service.js';

export default function completeMfaSession(app: App): void {
  app.post(
    '/api/auth/session/mfa',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: "Sign in for the admin interface, second step: as /api/auth/login/mfa, the refresh token set as the cookie",
        description: 'Refused from another site (Origin, Sec-Fetch-Site). Same answers and throttling as /api/auth/login/mfa.',
        body: MfaSignInRequest,
        response: {
          200: MfaSessionResponse,
          401: problemResponse('invalid_mfa_token or invalid_mfa_code.'),
          403: problemResponse('Sent from another site: cross_site_request.'),
          429: problemResponse('Too many wrong codes; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const done = await completeMfaSignIn(authContextOf(app, request), request.body, readDeviceCookie(request, app.config));
      setDeviceCookie(reply, app.config, done.deviceToken);
      return { ...startCookieSession(reply, app.config, done.pair), recoveryCodesRemaining: done.recoveryCodesRemaining };
    },
  );
}
