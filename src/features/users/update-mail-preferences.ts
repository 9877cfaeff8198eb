import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { MailPreferences, MailPreferencesRequest, TAG } from './schemas.js';
import { saveMailPreferences } from './service.js';

export default function updateMailPreferences(app: App): void {
  app.put(
    '/api/users/me/mail-preferences',
    { schema: { tags: [TAG], summary: 'Choose which mails the signed-in user receives', body: MailPreferencesRequest, response: { 200: MailPreferences } } },
    async (request) => saveMailPreferences(contextOf(app, request), request.user!.id, request.body),
  );
}
