import type { App } from '../../shared/http/app-types.js';
import { countPending } from './repository.js';
import { PendingCountResponse, TAG } from './schemas.js';

export default function countPendingSchedules(app: App): void {
  app.get(
    '/api/taxfilingschedule/pending-count',
    {
      schema: {
        tags: [TAG],
        summary: 'How many schedules are pending (not completed), for clients that are not deleted',
        response: { 200: PendingCountResponse },
      },
    },
    async () => ({ count: await countPending(app.db) }),
  );
}
