import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listUpcomingFilingProfiles } from './service.js';
import { TAG, TaxProfilePage, UpcomingProfilesQuery } from './schemas.js';

export default function listUpcomingFilingProfilesRoute(app: App): void {
  app.get(
    '/api/taxprofile/upcoming-filings',
    {
      schema: {
        tags: [TAG],
        summary: "Profiles of current clients whose next filing is due within `days` (default 30), soonest first (tax ids masked)",
        querystring: UpcomingProfilesQuery,
        response: { 200: TaxProfilePage },
      },
    },
    async (request) => {
      const { days, ...page } = request.query;
      return listUpcomingFilingProfiles(contextOf(app, request), days, page);
    },
  );
}
