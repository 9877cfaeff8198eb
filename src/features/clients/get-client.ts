import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findClient } from '../../shared/clients/client-store.js';
import { Client, TAG } from './schemas.js';

export default function getClient(app: App): void {
  app.get(
    '/api/client/:id',
    { schema: { tags: [TAG], summary: 'One client (404 once deleted)', params: IdParams, response: { 200: Client } } },
    async (request) => {
      const client = await findClient(app.db, request.params.id);
      if (!client) throw new NotFoundError('Client', request.params.id);
      return client;
    },
  );
}
