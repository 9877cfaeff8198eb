import type { App } from '../../shared/http/app-types.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import { listUpcomingPage } from './repository.js';
import { FilingPage, TAG, UpcomingFilingsQuery } from './schemas.js';

export default function listUpcomingFilings(app: App): void {
  app.get(
    '/api/taxfiling/upcoming',
    {
      schema: {
        tags: [TAG],
        summary: 'Filings still open (draft, in_progress) of current clients due within `days` (default 30), soonest first',
        querystring: UpcomingFilingsQuery,
        response: { 200: FilingPage },
      },
    },
    async (request) => {
      const { days, ...page } = request.query;
      return listUpcomingPage(app.db, upcomingWindow(app, days), page);
    },
  );
}
