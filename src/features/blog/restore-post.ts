import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { BlogPost, TAG } from './schemas.js';
import { restorePost as restorePostRecord } from './service.js';

export default function restorePost(app: App): void {
  app.post(
    '/api/blog/:id/restore',
    {
      schema: {
        tags: [TAG],
        summary: 'Restore an archived post',
        description: 'The post gets back the status it had when it was archived (a published post is public again).',
        params: IdParams,
        response: { 200: BlogPost, 409: problemResponse('The post is not archived (post_not_archived).') },
      },
    },
    async (request) => restorePostRecord(contextOf(app, request), request.params.id),
  );
}
