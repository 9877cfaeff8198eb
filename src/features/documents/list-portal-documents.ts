import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { listPortalDocuments } from './service.js';
import { PORTAL_TAG, PortalDocumentPage, PortalListQuery } from './schemas.js';

export default function listPortalDocumentsRoute(app: App): void {
  app.get(
    '/api/portal/documents',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [PORTAL_TAG],
        summary: 'Their documents: what the firm shared with them and what they uploaded, newest first',
        querystring: PortalListQuery,
        response: { 200: PortalDocumentPage },
      },
    },
    async (request) => listPortalDocuments(portalContextOf(app, request), request.query),
  );
}
