import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { PasskeyRequestOptions } from '../../shared/auth/webauthn/schemas.js';
import { MfaPasskeyOptionsRequest, TAG } from './schemas.js';
import { secondStepPasskeyOptions } from './service.js';

export default function createMfaPasskeyOptions(app: App): void {
  app.post(
    '/api/auth/login/mfa/passkey-options',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Sign in, second step by passkey: the options for navigator.credentials.get()',
        description:
          "Only the passkeys of the user whose password the mfaToken stands for may answer. Send the answer as `credential` with the mfaToken to " +
          'POST /api/auth/login/mfa (or /api/auth/session/mfa). Valid 5 minutes, once.',
        body: MfaPasskeyOptionsRequest,
        response: { 200: PasskeyRequestOptions, 401: problemResponse('invalid_mfa_token: unknown, used or expired.') },
      },
    },
    async (request) => secondStepPasskeyOptions(authContextOf(app, request), request.body.mfaToken),
  );
}
