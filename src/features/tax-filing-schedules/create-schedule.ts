import { requireVisibleClient } from '../../shared/clients/client-references.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { findSchedule, insertSchedule } from './repository.js';
import { CreateScheduleRequest, Schedule, TAG } from './schemas.js';

export default function createSchedule(app: App): void {
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
      const body = request.body;
      await requireVisibleClient(app.db, body.clientId);
      const id = await insertSchedule(app.db, {
        clientId: body.clientId,
        taxType: body.taxType,
        period: body.period ?? null,
        dueDate: body.dueDate,
        recurrence: body.recurrence ?? null,
        notes: body.notes ?? null,
      });
      return created(reply, `/api/taxfilingschedule/${id}`, (await findSchedule(app.db, id))!);
    },
  );
}
