import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateSchedule } from './service.js';
import { Schedule, TAG, UpdateScheduleRequest } from './schemas.js';

export default function updateScheduleRoute(app: App): void {
  app.put(
    '/api/taxfilingschedule/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a schedule (tax type, period, due date, recurrence, notes, assignee); answers it',
        description: 'The client and the completion stay. An unchanged save writes nothing and records no audit entry.',
        params: IdParams,
        body: UpdateScheduleRequest,
        response: { 200: Schedule },
      },
    },
    async (request) => updateSchedule(contextOf(app, request), request.params.id, request.body),
  );
}
