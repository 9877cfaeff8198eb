import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { MailPreferences, TAG } from './schemas.js';
import { getMailPreferences as readMailPreferences } from './service.js';

export default function getMailPreferences(app: App): void {
  app.get(
    '/api/users/me/mail-preferences',
    { schema: { tags: [TAG], summary: 'Which mails the signed-in user receives', response: { 200: MailPreferences } } },
    async (request) => readMailPreferences(contextOf(app, request), request.user!.id),
  );
}
