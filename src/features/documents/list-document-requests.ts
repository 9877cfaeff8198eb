import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { listDocumentRequests } from './service.js';
import { DocumentRequestListQuery, DocumentRequestPage, TAG } from './schemas.js';

export default function listDocumentRequestsRoute(app: App): void {
  app.get(
    '/api/client/:id/document-requests',
    {
      schema: {
        tags: [TAG],
        summary: "A client's document requests with the files uploaded against each, latest due date first (404 for a client that never existed)",
        params: IdParams,
        querystring: DocumentRequestListQuery,
        response: { 200: DocumentRequestPage },
      },
    },
    async (request) => listDocumentRequests(contextOf(app, request), request.params.id, request.query),
  );
}
