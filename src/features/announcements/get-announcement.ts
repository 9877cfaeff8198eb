import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Announcement, TAG } from './schemas.js';
import { getAnnouncement as get } from './service.js';

export default function getAnnouncement(app: App): void {
  app.get(
    '/api/announcement/:id',
    { schema: { tags: [TAG], summary: 'One announcement', params: IdParams, response: { 200: Announcement } } },
    async (request) => get(contextOf(app, request), request.params.id),
  );
}
