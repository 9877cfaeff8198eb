import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { PasskeyRequestOptions } from '../../shared/auth/webauthn/schemas.js';
import { TAG } from './schemas.js';
import { recoveryCodesPasskeyOptions } from './service.js';

export default function createRecoveryCodesPasskeyOptions(app: App): void {
  app.post(
    '/api/auth/mfa/recovery-codes/passkey-options',
    {
      schema: {
        tags: [TAG],
        summary: 'New recovery codes by passkey: the options for navigator.credentials.get()',
        description:
          "Only the signed-in user's passkeys may answer. Send the answer as `credential` to POST /api/auth/mfa/recovery-codes. Valid 5 minutes, once.",
        response: { 200: PasskeyRequestOptions, 409: problemResponse('passkey_required: the user has no passkey.') },
      },
    },
    async (request) => recoveryCodesPasskeyOptions(authContextOf(app, request), request.user!),
  );
}
