import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { OutboxPage, OutboxQuery, TAG } from './schemas.js';
import { listOutbox as readOutbox } from './service.js';

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
    async (request) => readOutbox(contextOf(app, request), request.query),
  );
}
