import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { listPosts as readPosts } from './service.js';
import { AdminPostPage, BlogAdminQuery, TAG } from './schemas.js';

export default function listPosts(app: App): void {
  app.get(
    '/api/blog/admin',
    {
      schema: {
        tags: [TAG],
        summary: 'Posts, paged and filtered, newest first',
        description: 'Drafts and published posts (archived ones are under /api/blog/admin/archived), newest created first. Query: `BlogAdminQuery`.',
        querystring: BlogAdminQuery,
        response: { 200: AdminPostPage },
      },
    },
    async (request) => readPosts(contextOf(app, request), request.query),
  );
}
