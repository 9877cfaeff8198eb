import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { listAllPosts } from './service.js';
import { BlogPostListResponse, TAG } from './schemas.js';

/** The list is for pickers and overviews; past this many, use the paged GET /api/blog/admin. */
export const ALL_POSTS_LIMIT = 1000;

export default function listAllPostsRoute(app: App): void {
  app.get(
    '/api/blog/admin/all',
    {
      schema: {
        tags: [TAG],
        summary: 'Every post but the archived ones, newest first',
        description: `Drafts and published posts (scheduled included), at most ${ALL_POSTS_LIMIT}; totalCount counts them all.`,
        response: { 200: BlogPostListResponse },
      },
    },
    async (request) => listAllPosts(contextOf(app, request), ALL_POSTS_LIMIT),
  );
}
