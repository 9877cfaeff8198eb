import type { App } from '../../shared/http/app-types.js';
import { portalAuthContextOf } from '../../shared/portal/context.js';
import { signInOptions } from './lib/passkeys.js';
import { PasskeyRequestOptions, TAG } from './schemas.js';

export default function createPasskeySignInOptions(app: App): void {
  app.post(
    '/api/portal/auth/passkey/options',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Begin a passkey sign-in: the options for navigator.credentials.get()',
        description: "Any client's passkey may answer (the authenticator offers the ones it holds for PORTAL_URL). Valid 5 minutes, once.",
        response: { 200: PasskeyRequestOptions },
      },
    },
    async (request) => signInOptions(portalAuthContextOf(app, request)),
  );
}
