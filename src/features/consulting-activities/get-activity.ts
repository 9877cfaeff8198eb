import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findActivity } from './repository.js';
import { Activity, TAG } from './schemas.js';

export default function getActivity(app: App): void {
  app.get(
    '/api/consultingactivity/:id',
    { schema: { tags: [TAG], summary: 'One consulting activity (404 once deleted)', params: IdParams, response: { 200: Activity } } },
    async (request) => {
      const activity = await findActivity(app.db, request.params.id);
      if (!activity) throw new NotFoundError('Consulting activity', request.params.id);
      return activity;
    },
  );
}
