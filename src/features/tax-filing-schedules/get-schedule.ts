import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findSchedule } from './repository.js';
import { Schedule, TAG } from './schemas.js';

export default function getSchedule(app: App): void {
  app.get(
    '/api/taxfilingschedule/:id',
    { schema: { tags: [TAG], summary: 'One filing schedule', params: IdParams, response: { 200: Schedule } } },
    async (request) => {
      const schedule = await findSchedule(app.db, request.params.id);
      if (!schedule) throw new NotFoundError('Tax filing schedule', request.params.id);
      return schedule;
    },
  );
}
