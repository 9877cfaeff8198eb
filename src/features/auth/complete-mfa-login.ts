import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie, setDeviceCookie } from './lib/cookies.js';
import { MfaSignInRequest, MfaTokenPairResponse, TAG } from './schemas.js';
import { completeMfaSignIn } from './service.js';

export default function completeMfaLogin(app: App): void {
  app.post(
    '/api/auth/login/mfa',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Sign in, second step: the mfaToken of the password step and an authenticator or recovery code',
        description:
          'Each authenticator code works once (a code of a time step already used is refused), each recovery code once; ' +
          'the answer says how many recovery codes remain. The mfaToken is spent by the success only; wrong codes are throttled like passwords.',
        body: MfaSignInRequest,
        response: {
          200: MfaTokenPairResponse,
          401: problemResponse('invalid_mfa_token (unknown, used or expired mfaToken) or invalid_mfa_code.'),
          429: problemResponse('Too many wrong codes; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      const done = await completeMfaSignIn(authContextOf(app, request), request.body, readDeviceCookie(request, app.config));
      setDeviceCookie(reply, app.config, done.deviceToken);
      return { ...done.pair, recoveryCodesRemaining: done.recoveryCodesRemaining };
    },
  );
}
