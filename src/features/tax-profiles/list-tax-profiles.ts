import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listProfiles } from './service.js';
import { TAG, TaxProfileListQuery, TaxProfilePage } from './schemas.js';

export default function listTaxProfiles(app: App): void {
  app.get(
    '/api/taxprofile',
    {
      schema: {
        tags: [TAG],
        summary: 'Tax profiles, paged, by client name (tax ids masked)',
        description: "Profiles of deleted clients stay listed: they are the firm's records.",
        querystring: TaxProfileListQuery,
        response: { 200: TaxProfilePage },
      },
    },
    async (request) => listProfiles(contextOf(app, request), request.query),
  );
}
