import type { App } from '../../shared/http/app-types.js';
import { listClientFilingsPage } from './repository.js';
import { ClientFilingsQuery, ClientIdParams, FilingPage, TAG } from './schemas.js';

export default function listClientFilings(app: App): void {
  app.get(
    '/api/taxfiling/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's tax filings, paged, newest tax year first; filters status and taxYear",
        params: ClientIdParams,
        querystring: ClientFilingsQuery,
        response: { 200: FilingPage },
      },
    },
    async (request) => listClientFilingsPage(app.db, request.params.clientId, request.query),
  );
}
