import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateActivity } from './service.js';
import { Activity, TAG, UpdateActivityRequest } from './schemas.js';

export default function updateActivityRoute(app: App): void {
  app.put(
    '/api/consultingactivity/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a consulting activity',
        params: IdParams,
        body: UpdateActivityRequest,
        response: { 200: Activity },
      },
    },
    async (request) => updateActivity(contextOf(app, request), request.params.id, request.body),
  );
}
