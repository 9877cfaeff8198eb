import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { choosePasskeySignIn } from './lib/staff-passkeys.js';
import { PasskeySignInChoice, TAG } from './schemas.js';

export default function updatePasskeySignIn(app: App): void {
  app.put(
    '/api/auth/mfa/passkey-sign-in',
    {
      schema: {
        tags: [TAG],
        summary: 'Choose whether you sign in with a passkey alone, without the password',
        description: 'Off by default; a passkey then serves as the second step after the password. GET /api/auth/mfa says `passkeySignIn`.',
        body: PasskeySignInChoice,
        response: { 200: PasskeySignInChoice, 409: problemResponse('passkey_required: turning it on needs a passkey.') },
      },
    },
    async (request) => choosePasskeySignIn(authContextOf(app, request), request.user!, request.body.enabled),
  );
}
