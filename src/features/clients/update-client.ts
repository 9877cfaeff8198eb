import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Client, TAG, UpdateClientRequest } from './schemas.js';
import { updateClient as update } from './service.js';

export default function updateClient(app: App): void {
  app.put(
    '/api/client/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a client',
        params: IdParams,
        body: UpdateClientRequest,
        response: {
          200: Client,
          409: problemResponse('Another client has the email (`client_email_taken`, with `existingClientId`).'),
        },
      },
    },
    async (request) => update(contextOf(app, request), request.params.id, request.body),
  );
}
