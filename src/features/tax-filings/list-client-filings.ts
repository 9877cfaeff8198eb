import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listClientFilings } from './service.js';
import { ClientFilingsQuery, ClientIdParams, FilingPage, TAG } from './schemas.js';

export default function listClientFilingsRoute(app: App): void {
  app.get(
    '/api/taxfiling/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's tax filings, paged, newest tax year first; filters status and taxYear (404 for a client that does not exist)",
        params: ClientIdParams,
        querystring: ClientFilingsQuery,
        response: { 200: FilingPage },
      },
    },
    async (request) => listClientFilings(contextOf(app, request), request.params.clientId, request.query),
  );
}
