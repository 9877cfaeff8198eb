import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { PasskeySignInRequest } from '../../shared/auth/webauthn/schemas.js';
import { setDeviceCookie } from './lib/cookies.js';
import { signInWithStaffPasskey } from './lib/staff-passkeys.js';
import { TAG, TokenPairResponse } from './schemas.js';

export default function loginWithPasskey(app: App): void {
  app.post(
    '/api/auth/passkey',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: "Sign in with a passkey alone: the authenticator's answer to POST /api/auth/passkey/options",
        description: 'For a user who turned on passkey sign-in (PUT /api/auth/mfa/passkey-sign-in); no password, no second step. The session records the method `passkey`.',
        body: PasskeySignInRequest,
        response: {
          200: TokenPairResponse,
          401: problemResponse('invalid_passkey: the answer does not check, the passkey is unknown, its user is disabled or did not turn on passkey sign-in.'),
          429: problemResponse('Too many attempts; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      const done = await signInWithStaffPasskey(authContextOf(app, request), request.body.credential);
      setDeviceCookie(reply, app.config, done.deviceToken);
      return done.pair;
    },
  );
}
