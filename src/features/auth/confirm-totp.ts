import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie } from './lib/cookies.js';
import { AuthenticatorCodeRequest, RecoveryCodesResponse, TAG } from './schemas.js';
import { confirmTotpEnrollment } from './service.js';

export default function confirmTotp(app: App): void {
  app.post(
    '/api/auth/mfa/totp/confirm',
    {
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: 'Turn the authenticator app on with a current code; answers ten recovery codes, once',
        description:
          "Replaces an earlier authenticator and the recovery codes, and signs out the user's other sessions. " +
          'Wrong codes are throttled like passwords.',
        body: AuthenticatorCodeRequest,
        response: {
          200: RecoveryCodesResponse,
          400: problemResponse('totp_code_incorrect: the code is not a current one of the pending secret.'),
          409: problemResponse('mfa_enrollment_not_started: no secret was handed out.'),
          429: problemResponse('Too many wrong codes; see Retry-After.'),
        },
      },
    },
    async (request) => confirmTotpEnrollment(authContextOf(app, request), request.user!, request.body.code, readDeviceCookie(request, app.config)),
  );
}
