import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { completeSchedule } from './service.js';
import { CompleteScheduleResponse, TAG } from './schemas.js';

export default function completeScheduleRoute(app: App): void {
  app.put(
    '/api/taxfilingschedule/:id/complete',
    {
      schema: {
        tags: [TAG],
        summary: 'Mark a schedule completed; a recurring one gets its next schedule in the same transaction',
        params: IdParams,
        response: {
          200: CompleteScheduleResponse,
          409: problemResponse('Already completed (`schedule_already_completed`).'),
        },
      },
    },
    async (request) => completeSchedule(contextOf(app, request), request.params.id),
  );
}
