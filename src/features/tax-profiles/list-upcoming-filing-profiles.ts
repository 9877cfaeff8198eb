import type { App } from '../../shared/http/app-types.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import { listUpcomingPage } from './repository.js';
import { TAG, TaxProfilePage, UpcomingProfilesQuery } from './schemas.js';

export default function listUpcomingFilingProfiles(app: App): void {
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
      return listUpcomingPage(app.db, upcomingWindow(app, days), page);
    },
  );
}
