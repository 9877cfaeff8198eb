import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie } from './lib/cookies.js';
import { RecoveryCodesRequest, RecoveryCodesResponse, TAG } from './schemas.js';
import { regenerateRecoveryCodes } from './service.js';

export default function regenerateCodes(app: App): void {
  app.post(
    '/api/auth/mfa/recovery-codes',
    {
      schema: {
        tags: [TAG],
        summary: 'Ten new recovery codes against a current authenticator code or one of the user\'s passkeys; the old ones stop working',
        description:
          'Send exactly one of `code` (a current authenticator code, spent) or `credential` (a passkey\'s answer to the options of ' +
          'POST /api/auth/mfa/recovery-codes/passkey-options, spent).',
        body: RecoveryCodesRequest,
        response: {
          200: RecoveryCodesResponse,
          400: problemResponse('totp_code_incorrect: wrong, expired or already used code; passkey_not_verified: the passkey answer does not check; both or neither sent.'),
          409: problemResponse('mfa_not_enabled: no authenticator app is set up.'),
          429: problemResponse('Too many wrong codes; see Retry-After.'),
        },
      },
    },
    async (request) => regenerateRecoveryCodes(authContextOf(app, request), request.user!, request.body, readDeviceCookie(request, app.config)),
  );
}
