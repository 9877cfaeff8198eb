import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findMailPreferences } from './repository.js';
import { MailPreferences, TAG } from './schemas.js';

export default function getMailPreferences(app: App): void {
  app.get(
    '/api/users/me/mail-preferences',
    { schema: { tags: [TAG], summary: 'Which mails the signed-in user receives', response: { 200: MailPreferences } } },
    async (request) => {
      const preferences = await findMailPreferences(app.db, request.user!.id);
      if (!preferences) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
      return preferences;
    },
  );
}
