import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listHighRiskProfiles } from './service.js';
import { HighRiskQuery, TAG, TaxProfilePage } from './schemas.js';

export default function listHighRiskProfilesRoute(app: App): void {
  app.get(
    '/api/taxprofile/high-risk',
    {
      schema: {
        tags: [TAG],
        summary: 'High-risk profiles of current clients, soonest next filing first (tax ids masked)',
        querystring: HighRiskQuery,
        response: { 200: TaxProfilePage },
      },
    },
    async (request) => listHighRiskProfiles(contextOf(app, request), request.query),
  );
}
