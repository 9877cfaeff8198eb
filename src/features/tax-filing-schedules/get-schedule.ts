import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getSchedule } from './service.js';
import { Schedule, TAG } from './schemas.js';

export default function getScheduleRoute(app: App): void {
  app.get(
    '/api/taxfilingschedule/:id',
    { schema: { tags: [TAG], summary: 'One filing schedule', params: IdParams, response: { 200: Schedule } } },
    async (request) => getSchedule(contextOf(app, request), request.params.id),
  );
}
