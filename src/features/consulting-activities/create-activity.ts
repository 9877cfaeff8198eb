import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { createActivity } from './service.js';
import { Activity, CreateActivityRequest, TAG } from './schemas.js';

export default function createActivityRoute(app: App): void {
  app.post(
    '/api/consultingactivity',
    {
      schema: {
        tags: [TAG],
        summary: 'Record a consulting activity (meeting, call, review) for a client',
        body: CreateActivityRequest,
        response: { 201: Activity },
      },
    },
    async (request, reply) => {
      const activity = await createActivity(contextOf(app, request), request.body);
      return created(reply, `/api/consultingactivity/${activity.id}`, activity);
    },
  );
}
