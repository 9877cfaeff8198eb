import type { App } from '../../shared/http/app-types.js';
import { listSchedulesPage } from './repository.js';
import { ClientIdParams, ClientSchedulesQuery, SchedulePage, TAG } from './schemas.js';

export default function listClientSchedules(app: App): void {
  app.get(
    '/api/taxfilingschedule/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's filing schedules, paged, by due date (an unknown client has none)",
        params: ClientIdParams,
        querystring: ClientSchedulesQuery,
        response: { 200: SchedulePage },
      },
    },
    async (request) => listSchedulesPage(app.db, { ...request.query, clientId: request.params.clientId }),
  );
}
