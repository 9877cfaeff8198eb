import { normalizeEmail } from '../../shared/auth/user-store.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { refuseCrossSite } from '../../shared/http/cross-site.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { portalAuthContextOf } from '../../shared/portal/context.js';
import { setPortalCookie } from './lib/cookies.js';
import { verifySignIn, type SignInProof } from './lib/sign-in.js';
import { PortalTokenPair, TAG, VerifySignInRequest } from './schemas.js';

export default function verifySignInRoute(app: App): void {
  app.post(
    '/api/portal/auth/verify',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: "Start a portal session with a mailed link's token or its code",
        description:
          'Answers the token pair and sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie (`__Host-taxdesk_portal` on https ' +
          'and localhost). Opening the link never signs in: only this POST does, so a mail scanner following it spends nothing. ' +
          'A code dies after 5 wrong tries; tries are throttled per email and per address (429 login_throttled, 15-minute windows).',
        body: VerifySignInRequest,
        response: {
          200: PortalTokenPair,
          401: problemResponse('invalid_sign_in: unknown, used, expired or dead link or code.'),
          403: problemResponse('Sent from another site (Origin or Sec-Fetch-Site): cross_site_request.'),
          429: problemResponse('Too many codes tried; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request, app.config);
      const pair = await verifySignIn(portalAuthContextOf(app, request), proofOf(request.body));
      setPortalCookie(app.config, reply, pair);
      return pair;
    },
  );
}

function proofOf(body: { token?: string; email?: string; code?: string }): SignInProof {
  if (body.token !== undefined && body.email === undefined && body.code === undefined) return { token: body.token };
  if (body.token === undefined && body.email !== undefined && body.code !== undefined) return { email: normalizeEmail(body.email), code: body.code };
  throw new ValidationError({ $: ['send either { token } or { email, code }'] }, 'The request must have exactly one of the two forms.');
}
