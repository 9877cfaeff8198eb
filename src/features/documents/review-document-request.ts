import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { reviewDocumentRequest } from './service.js';
import { DocumentRequest, ReviewDocumentRequestBody, TAG } from './schemas.js';

export default function reviewDocumentRequestRoute(app: App): void {
  app.put(
    '/api/document-requests/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Review a document request: accept it, or reject what arrived with a note the client sees',
        description:
          'Accepting closes the request (no more uploads; accepting again changes nothing). Rejecting needs `reviewNote`; the client sees it in the portal and may upload again, which makes the request `submitted` again. Audited as document_request.review.',
        params: IdParams,
        body: ReviewDocumentRequestBody,
        response: {
          200: DocumentRequest,
          404: problemResponse('No such request.'),
          409: problemResponse('Rejecting a request nothing was uploaded against (`document_request_not_submitted`).'),
        },
      },
    },
    async (request) => reviewDocumentRequest(contextOf(app, request), request.params.id, request.body),
  );
}
