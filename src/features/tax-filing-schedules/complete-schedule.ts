import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { completeSchedule, findSchedule } from './repository.js';
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
    async (request) => {
      const { id } = request.params;
      const outcome = await completeSchedule(app.db, id, app.clock.now().toISOString());
      if (outcome === false) {
        const existing = await findSchedule(app.db, id);
        if (!existing) throw new NotFoundError('Tax filing schedule', id);
        throw new ConflictError(`Schedule ${id} was already completed.`, 'schedule_already_completed', { completedAt: existing.completedAt });
      }
      const [schedule, nextSchedule] = await Promise.all([
        findSchedule(app.db, id),
        outcome === null ? Promise.resolve(null) : findSchedule(app.db, outcome),
      ]);
      return { schedule: schedule!, nextSchedule };
    },
  );
}
