import type { App } from '../../shared/http/app-types.js';
import { listClientsPage } from './repository.js';
import { ClientListQuery, ClientPage, TAG } from './schemas.js';

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
    async (request) => listClientsPage(app.db, app.dialect, request.query),
  );
}
