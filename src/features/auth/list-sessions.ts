import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { SessionList, TAG } from './schemas.js';
import { listSessions as listOwnSessions } from './service.js';

export default function listSessions(app: App): void {
  app.get(
    '/api/auth/sessions',
    {
      // Open while MFA_REQUIRED holds the user to enrolling a second factor (src/shared/auth/mfa-policy.ts).
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: "The signed-in user's live sessions (device, address, sign-in, last use), the current one marked",
        response: { 200: SessionList },
      },
    },
    async (request) => ({ items: await listOwnSessions(authContextOf(app, request), request.user!) }),
  );
}
