import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readFilings } from './lib/reads.js';
import { PortalFilingPage, PortalPageQuery, TAG } from './schemas.js';

export default function listPortalFilings(app: App): void {
  app.get(
    '/api/portal/filings',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: 'Their filings, filed and in progress, newest tax year first', querystring: PortalPageQuery, response: { 200: PortalFilingPage } },
    },
    async (request) => readFilings(portalContextOf(app, request), request.query),
  );
}
