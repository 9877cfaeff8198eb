import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { reopenSchedule } from './service.js';
import { Schedule, TAG } from './schemas.js';

export default function reopenScheduleRoute(app: App): void {
  app.delete(
    '/api/taxfilingschedule/:id/complete',
    {
      schema: {
        tags: [TAG],
        summary: 'Undo a completion: the schedule is pending again; answers it',
        description: 'The next schedule the completion created (a recurring one) is removed in the same transaction, unless it was changed or completed since.',
        params: IdParams,
        response: {
          200: Schedule,
          409: problemResponse('Not completed (`schedule_not_completed`), or the next schedule was changed since (`schedule_next_in_use`, with `nextScheduleId`).'),
        },
      },
    },
    async (request) => reopenSchedule(contextOf(app, request), request.params.id),
  );
}
