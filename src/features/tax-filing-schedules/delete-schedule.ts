import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteSchedule } from './service.js';
import { TAG } from './schemas.js';

export default function deleteScheduleRoute(app: App): void {
  app.delete(
    '/api/taxfilingschedule/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a mistaken schedule',
        description: 'The row is removed (its fields stay in the audit entry); the schedule it followed no longer names it as its next.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteSchedule(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
