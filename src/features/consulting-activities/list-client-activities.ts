import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listClientActivities } from './service.js';
import { ActivityPage, ClientActivitiesQuery, ClientIdParams, TAG } from './schemas.js';

export default function listClientActivitiesRoute(app: App): void {
  app.get(
    '/api/consultingactivity/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's consulting activities, paged, newest first (404 for a client that does not exist)",
        params: ClientIdParams,
        querystring: ClientActivitiesQuery,
        response: { 200: ActivityPage },
      },
    },
    async (request) => listClientActivities(contextOf(app, request), request.params.clientId, request.query),
  );
}
