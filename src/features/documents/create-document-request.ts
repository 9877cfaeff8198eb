import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { created } from '../../shared/http/replies.js';
import { createDocumentRequest } from './service.js';
import { CreateDocumentRequestBody, DocumentRequest, TAG } from './schemas.js';

export default function createDocumentRequestRoute(app: App): void {
  app.post(
    '/api/client/:id/document-requests',
    {
      schema: {
        tags: [TAG],
        summary: 'Ask a client for documents: a title, what to upload, a due date, optionally the filing or schedule it is for',
        description: 'The client sees it in the portal’s to-do list and is mailed about it (docs/documents.md). Audited as document_request.create.',
        params: IdParams,
        body: CreateDocumentRequestBody,
        response: {
          201: DocumentRequest,
          400: problemResponse('A field is invalid, or filingId/scheduleId names another client’s record (`document_link_invalid`).'),
          404: problemResponse('No such client (or it was deleted).'),
        },
      },
    },
    async (request, reply) => {
      const request_ = await createDocumentRequest(contextOf(app, request), request.params.id, request.body);
      return created(reply, `/api/client/${request.params.id}/document-requests`, request_);
    },
  );
}
