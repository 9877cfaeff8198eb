import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { firmSettings } from './lib/firm-settings.js';
import { CurrentUser, TAG, UpdateCurrentUserRequest } from './schemas.js';
import { saveOwnLocale } from './service.js';

export default function updateCurrentUser(app: App): void {
  app.put(
    '/api/users/me',
    {
      // Open while MFA_REQUIRED holds the user to enrolling a second factor (src/shared/auth/mfa-policy.ts).
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: "Change the signed-in user's own language",
        description: 'Sets the language of the user\'s screens and mails (null: the firm\'s DEFAULT_LOCALE). Audited as `user.locale` when it changes.',
        body: UpdateCurrentUserRequest,
        response: { 200: CurrentUser },
      },
    },
    async (request) => ({ ...(await saveOwnLocale(contextOf(app, request), request.user!.id, request.body.locale)), firm: firmSettings(app.config) }),
  );
}
