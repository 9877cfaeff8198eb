import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getPost as readPost } from './service.js';
import { BlogPost, TAG } from './schemas.js';

export default function getPost(app: App): void {
  app.get(
    '/api/blog/admin/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'A post by id, whatever its status',
        params: IdParams,
        response: { 200: BlogPost },
      },
    },
    async (request) => readPost(contextOf(app, request), request.params.id),
  );
}
