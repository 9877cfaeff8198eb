import { normalizeEmail } from '../../shared/auth/user-store.js';
import type { App } from '../../shared/http/app-types.js';
import { portalAuthContextOf } from '../../shared/portal/context.js';
import { requestSignInLink } from './lib/sign-in.js';
import { SIGN_IN_TTL_MINUTES } from './lib/sign-in-secrets.js';
import { SignInLinkRequest, SignInLinkResponse, TAG } from './schemas.js';

export default function requestSignInLinkRoute(app: App): void {
  app.post(
    '/api/portal/auth/link',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Ask for a sign-in link and code by mail (always 202, the same body)',
        description:
          'A client with portal access gets a mail (in their language) with a link PORTAL_URL/#token=... and a 6-digit code, both valid ' +
          '15 minutes and once. Any other address gets nothing; the answer and its timing do not tell them apart (the work runs after the response).',
        body: SignInLinkRequest,
        response: { 202: SignInLinkResponse },
      },
    },
    async (request, reply) => {
      const ctx = portalAuthContextOf(app, request);
      const email = normalizeEmail(request.body.email);
      app.background.run('portal sign-in link', () => requestSignInLink(ctx, email));
      return reply.code(202).send({ expiresInMinutes: SIGN_IN_TTL_MINUTES });
    },
  );
}
