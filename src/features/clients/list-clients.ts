import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { ClientListQuery, ClientPage, TAG } from './schemas.js';
import { listClients as readClients } from './service.js';

export default function listClients(app: App): void {
  app.get(
    '/api/client',
    {
      schema: {
        tags: [TAG],
        summary: 'Clients, paged, with filters and sort (deleted clients never appear)',
        querystring: ClientListQuery,
        response: { 200: ClientPage },
      },
    },
    async (request) => readClients(contextOf(app, request), request.query),
  );
}
