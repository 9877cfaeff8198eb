import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { resendMail as resend } from './service.js';
import { OutboxEmail, OutboxIdParams, TAG } from './schemas.js';

export default function resendMail(app: App): void {
  app.post(
    '/api/mail/outbox/:id/resend',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Queue a failed (or sent) mail again, due now, with its attempts reset (admin); 409 when it is already pending',
        params: OutboxIdParams,
        response: { 200: OutboxEmail },
      },
    },
    async (request) => {
      const email = await resend(contextOf(app, request), request.params.id);
      app.background.run('mail delivery', () => app.mailer.deliverDue());
      return email;
    },
  );
}
