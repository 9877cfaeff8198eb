import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getActivity } from './service.js';
import { Activity, TAG } from './schemas.js';

export default function getActivityRoute(app: App): void {
  app.get(
    '/api/consultingactivity/:id',
    { schema: { tags: [TAG], summary: 'One consulting activity (404 once deleted)', params: IdParams, response: { 200: Activity } } },
    async (request) => getActivity(contextOf(app, request), request.params.id),
  );
}
