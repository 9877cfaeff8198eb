import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { Client, CreateClientRequest, TAG } from './schemas.js';
import { createClient as create } from './service.js';

export default function createClient(app: App): void {
  app.post(
    '/api/client',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a client; answers the stored client',
        body: CreateClientRequest,
        response: {
          201: Client,
          409: problemResponse('Another client has the email (`client_email_taken`, with `existingClientId`).'),
        },
      },
    },
    async (request, reply) => {
      const client = await create(contextOf(app, request), request.body);
      return created(reply, `/api/client/${client.id}`, client);
    },
  );
}
