import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams, NotModified } from '../../shared/http/schemas.js';
import { sendDocument } from './lib/downloads.js';
import { getDocumentContent, openDocumentContent } from './service.js';
import { DOWNLOAD_RESPONSES, TAG } from './schemas.js';

export default function getDocumentContentRoute(app: App): void {
  app.get(
    '/api/documents/:id/content',
    {
      schema: {
        tags: [TAG],
        summary: 'Download a document: its bytes, checked against their SHA-256 (ranges supported)',
        description:
          'The stored type, `Content-Disposition: attachment` with the file name (RFC 6266), `nosniff`, `no-store`, the SHA-256 as ETag; `Range` (one range) answers 206, `If-Range` with another ETag the whole file. Bytes that no longer match are never sent (500 `document_corrupted`).',
        params: IdParams,
        response: { ...DOWNLOAD_RESPONSES, 304: NotModified, 404: problemResponse('No such document.') },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const document = await getDocumentContent(ctx, request.params.id);
      return sendDocument(request, reply, document, (range) => openDocumentContent(ctx, document, range));
    },
  );
}
