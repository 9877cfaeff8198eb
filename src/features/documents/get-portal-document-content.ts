import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams, NotModified } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { sendDocument } from './lib/downloads.js';
import { getPortalDocumentContent, openDocumentContent } from './service.js';
import { DOWNLOAD_RESPONSES, PORTAL_TAG } from './schemas.js';

export default function getPortalDocumentContentRoute(app: App): void {
  app.get(
    '/api/portal/documents/:id/content',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [PORTAL_TAG],
        summary: 'Download one of their documents (shared by the firm or uploaded by them); ranges supported',
        description: 'As GET /api/documents/{id}/content. Another client’s document and one the firm keeps to itself are 404 alike.',
        params: IdParams,
        response: { ...DOWNLOAD_RESPONSES, 304: NotModified, 404: problemResponse('No such document of theirs.') },
      },
    },
    async (request, reply) => {
      const ctx = portalContextOf(app, request);
      const document = await getPortalDocumentContent(ctx, request.params.id);
      return sendDocument(request, reply, document, (range) => openDocumentContent(ctx, document, range));
    },
  );
}
