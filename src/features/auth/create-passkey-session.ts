import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { PasskeySignInRequest } from '../../shared/auth/webauthn/schemas.js';
import { setDeviceCookie, startCookieSession } from './lib/cookies.js';
import { signInWithStaffPasskey } from './lib/staff-passkeys.js';
import { SessionResponse, TAG } from './schemas.js';

export default function createPasskeySession(app: App): void {
  app.post(
    '/api/auth/session/passkey',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Sign in to the admin interface with a passkey alone: as POST /api/auth/passkey, the refresh token set as the cookie',
        description: 'Refused from another site (Origin, Sec-Fetch-Site).',
        body: PasskeySignInRequest,
        response: {
          200: SessionResponse,
          401: problemResponse('invalid_passkey.'),
          403: problemResponse('Sent from another site: cross_site_request.'),
          429: problemResponse('Too many attempts; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const done = await signInWithStaffPasskey(authContextOf(app, request), request.body.credential);
      setDeviceCookie(reply, app.config, done.deviceToken);
      return startCookieSession(reply, app.config, done.pair);
    },
  );
}
