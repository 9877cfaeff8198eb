import type { App } from '../../shared/http/app-types.js';
import { PageQuery } from '../../shared/http/schemas.js';
import { listArchivedPage } from './repository.js';
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
    async (request) => listArchivedPage(app.db, app.config.siteUrl, request.query),
  );
}
