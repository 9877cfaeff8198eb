import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listUpcomingFilings } from './service.js';
import { FilingPage, TAG, UpcomingFilingsQuery } from './schemas.js';

export default function listUpcomingFilingsRoute(app: App): void {
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
      return listUpcomingFilings(contextOf(app, request), days, page);
    },
  );
}
