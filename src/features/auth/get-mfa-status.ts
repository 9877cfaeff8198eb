import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { MfaStatusResponse, TAG } from './schemas.js';
import { mfaStatus } from './service.js';

export default function getMfaStatus(app: App): void {
  app.get(
    '/api/auth/mfa',
    {
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: "The signed-in user's second factors: authenticator app, recovery codes left",
        response: { 200: MfaStatusResponse },
      },
    },
    async (request) => mfaStatus(authContextOf(app, request), request.user!),
  );
}
