import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { countPendingSchedules } from './service.js';
import { PendingCountResponse, TAG } from './schemas.js';

export default function countPendingSchedulesRoute(app: App): void {
  app.get(
    '/api/taxfilingschedule/pending-count',
    {
      schema: {
        tags: [TAG],
        summary: 'How many schedules are pending (not completed), for clients that are not deleted',
        response: { 200: PendingCountResponse },
      },
    },
    async (request) => countPendingSchedules(contextOf(app, request)),
  );
}
