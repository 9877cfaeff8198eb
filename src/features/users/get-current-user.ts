import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { firmSettings } from './lib/firm-settings.js';
import { CurrentUser, TAG } from './schemas.js';
import { getCurrentUser as readCurrentUser } from './service.js';

export default function getCurrentUser(app: App): void {
  app.get(
    '/api/users/me',
    {
      // Open while MFA_REQUIRED holds the user to enrolling a second factor (src/shared/auth/mfa-policy.ts).
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: 'The signed-in user, with the firm settings a screen formats with',
        description: 'The name and email to show ("Signed in as"), the user\'s language (null: the firm\'s), and `firm`: DEFAULT_LOCALE, CURRENCY with its decimals, BUSINESS_TIME_ZONE.',
        response: { 200: CurrentUser },
      },
    },
    async (request) => {
      const user = await readCurrentUser(contextOf(app, request), request.user!.id);
      return { ...user, firm: firmSettings(app.config) };
    },
  );
}
