import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { PasskeyRequestOptions } from '../../shared/auth/webauthn/schemas.js';
import { passkeySignInOptions } from './lib/staff-passkeys.js';
import { TAG } from './schemas.js';

export default function createPasskeyLoginOptions(app: App): void {
  app.post(
    '/api/auth/passkey/options',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Begin a sign-in with a passkey alone: the options for navigator.credentials.get()',
        description: 'Any staff passkey may answer (the authenticator offers the ones it holds for ADMIN_URL). Valid 5 minutes, once.',
        response: { 200: PasskeyRequestOptions },
      },
    },
    async (request) => passkeySignInOptions(authContextOf(app, request)),
  );
}
