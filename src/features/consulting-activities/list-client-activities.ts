import { assertDateRange } from '../../shared/date-range.js';
import type { App } from '../../shared/http/app-types.js';
import { listActivitiesPage } from './repository.js';
import { ActivityPage, ClientActivitiesQuery, ClientIdParams, TAG } from './schemas.js';

export default function listClientActivities(app: App): void {
  app.get(
    '/api/consultingactivity/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's consulting activities, paged, newest first",
        params: ClientIdParams,
        querystring: ClientActivitiesQuery,
        response: { 200: ActivityPage },
      },
    },
    async (request) => {
      assertDateRange(request.query);
      return listActivitiesPage(app.db, { ...request.query, clientId: request.params.clientId });
    },
  );
}
