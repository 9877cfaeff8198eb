import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readDeadlines } from './lib/reads.js';
import { PortalDeadlinePage, PortalPageQuery, TAG } from './schemas.js';

export default function listPortalDeadlines(app: App): void {
  app.get(
    '/api/portal/deadlines',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: 'Their pending filing schedules and filings not yet filed, by due date (the overdue first)', querystring: PortalPageQuery, response: { 200: PortalDeadlinePage } },
    },
    async (request) => readDeadlines(portalContextOf(app, request), request.query),
  );
}
