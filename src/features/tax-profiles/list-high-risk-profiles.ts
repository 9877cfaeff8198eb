import type { App } from '../../shared/http/app-types.js';
import { listHighRiskPage } from './repository.js';
import { HighRiskQuery, TAG, TaxProfilePage } from './schemas.js';

export default function listHighRiskProfiles(app: App): void {
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
    async (request) => listHighRiskPage(app.db, request.query),
  );
}
