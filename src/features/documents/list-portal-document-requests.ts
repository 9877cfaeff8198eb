import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { listPortalDocumentRequests } from './service.js';
import { PORTAL_TAG, PortalDocumentRequestPage, PortalListQuery } from './schemas.js';

export default function listPortalDocumentRequestsRoute(app: App): void {
  app.get(
    '/api/portal/document-requests',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [PORTAL_TAG],
        summary: 'Their to-do list: the documents the firm asked for and has not accepted yet (open, submitted, rejected with a note), soonest due first, with what they uploaded',
        querystring: PortalListQuery,
        response: { 200: PortalDocumentRequestPage },
      },
    },
    async (request) => listPortalDocumentRequests(portalContextOf(app, request), request.query),
  );
}
