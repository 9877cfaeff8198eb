import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { portalAuthContextOf } from '../../shared/portal/context.js';
import { setPortalCookie } from './lib/cookies.js';
import { signInWithPasskey } from './lib/passkeys.js';
import { PasskeySignInRequest, PortalTokenPair, TAG } from './schemas.js';

export default function signInWithPasskeyRoute(app: App): void {
  app.post(
    '/api/portal/auth/passkey',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: "Start a portal session with a passkey: the authenticator's answer to the sign-in options",
        description: 'Answers the token pair and sets the session cookie, as the link and code sign-in does; the session records the method `passkey`.',
        body: PasskeySignInRequest,
        response: {
          200: PortalTokenPair,
          401: problemResponse('invalid_passkey: unknown or removed passkey, used or expired challenge, a signature or counter that does not check, or access ended.'),
          403: problemResponse('Sent from another site (Origin or Sec-Fetch-Site): cross_site_request.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const pair = await signInWithPasskey(portalAuthContextOf(app, request), request.body.credential);
      setPortalCookie(app.config, reply, pair);
      return pair;
    },
  );
}
