import type { App } from '../../shared/http/app-types.js';
import { PageQuery } from '../../shared/http/schemas.js';
import { contextOf } from '../../shared/context.js';
import { listArchivedPosts as readArchivedPosts } from './service.js';
import { AdminPostPage, TAG } from './schemas.js';

export default function listArchivedPosts(app: App): void {
  app.get(
    '/api/blog/admin/archived',
    {
      schema: {
        tags: [TAG],
        summary: 'Archived posts, paged, the most recently archived first',
        querystring: PageQuery,
        response: { 200: AdminPostPage },
      },
    },
    async (request) => readArchivedPosts(contextOf(app, request), request.query),
  );
}
