import type { App } from '../../shared/http/app-types.js';
import { listOutboxPage } from './repository.js';
import { OutboxPage, OutboxQuery, TAG } from './schemas.js';

export default function listOutbox(app: App): void {
  app.get(
    '/api/mail/outbox',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Outgoing mail, newest first, with delivery status, attempts and the last error (admin); never the bodies',
        description: 'Query: OutboxQuery.',
        querystring: OutboxQuery,
        response: { 200: OutboxPage },
      },
    },
    async (request) => listOutboxPage(app.db, request.query),
  );
}
