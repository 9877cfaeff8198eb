import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { TAG, TotpEnrollmentResponse } from './schemas.js';
import { beginTotpEnrollment } from './service.js';

export default function enrollTotp(app: App): void {
  app.post(
    '/api/auth/mfa/totp',
    {
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI',
        description:
          'The secret is stored sealed and stays pending until POST /api/auth/mfa/totp/confirm; an authenticator already ' +
          'set up keeps working until then. Calling it again replaces the pending secret.',
        response: { 200: TotpEnrollmentResponse },
      },
    },
    async (request) => beginTotpEnrollment(authContextOf(app, request), request.user!),
  );
}
