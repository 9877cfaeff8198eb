import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { createSchedule } from './service.js';
import { CreateScheduleRequest, Schedule, TAG } from './schemas.js';

export default function createScheduleRoute(app: App): void {
  app.post(
    '/api/taxfilingschedule',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a filing schedule (a due date to meet), optionally recurring',
        body: CreateScheduleRequest,
        response: { 201: Schedule },
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(contextOf(app, request), request.body);
      return created(reply, `/api/taxfilingschedule/${schedule.id}`, schedule);
    },
  );
}
