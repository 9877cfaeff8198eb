import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listClientSchedules } from './service.js';
import { ClientIdParams, ClientSchedulesQuery, SchedulePage, TAG } from './schemas.js';

export default function listClientSchedulesRoute(app: App): void {
  app.get(
    '/api/taxfilingschedule/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's filing schedules, paged, by due date (404 for a client that does not exist)",
        params: ClientIdParams,
        querystring: ClientSchedulesQuery,
        response: { 200: SchedulePage },
      },
    },
    async (request) => listClientSchedules(contextOf(app, request), request.params.clientId, request.query),
  );
}
