import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { PasskeyCreationOptions } from '../../shared/auth/webauthn/schemas.js';
import { staffRegistrationOptions } from './lib/staff-passkeys.js';
import { TAG } from './schemas.js';

export default function createPasskeyOptions(app: App): void {
  app.post(
    '/api/auth/passkeys/registration',
    {
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: 'Begin adding a passkey: the options for navigator.credentials.create()',
        description: 'The relying party is ADMIN_URL. A passkey the user has already is excluded. Valid 5 minutes, once; POST /api/auth/passkeys finishes.',
        response: { 200: PasskeyCreationOptions },
      },
    },
    async (request) => staffRegistrationOptions(authContextOf(app, request), request.user!),
  );
}
