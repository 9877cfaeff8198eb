import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readEngagements } from './lib/reads.js';
import { PortalEngagementPage, PortalEngagementQuery, TAG } from './schemas.js';

export default function listPortalEngagements(app: App): void {
  app.get(
    '/api/portal/engagements',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: 'Their engagements (contracts): service, period, fee, status, letter', querystring: PortalEngagementQuery, response: { 200: PortalEngagementPage } },
    },
    async (request) => readEngagements(portalContextOf(app, request), request.query),
  );
}
