import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie, setDeviceCookie } from './lib/cookies.js';
import { LoginRequest, LoginResponse, TAG } from './schemas.js';
import { signIn } from './service.js';

export default function login(app: App): void {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Sign in with email and password',
        description:
          'For a user with a second factor the answer is `{ mfaRequired: true, mfaToken, methods }` and no tokens: ' +
          'POST /api/auth/login/mfa completes the sign-in (docs/api.md, "Two-step sign-in").',
        body: LoginRequest,
        response: {
          200: LoginResponse,
          401: problemResponse('Email or password is incorrect (the same answer for an unknown email).'),
          429: problemResponse('Too many failed attempts for this account or address; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await signIn(authContextOf(app, request), request.body, readDeviceCookie(request, app.config));
      if ('challenge' in outcome) return outcome.challenge;
      setDeviceCookie(reply, app.config, outcome.deviceToken);
      return outcome.mfaEnrollmentRequired ? { ...outcome.pair, mfaEnrollmentRequired: true as const } : outcome.pair;
    },
  );
}
