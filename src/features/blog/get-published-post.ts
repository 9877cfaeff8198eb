import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findPublishedPostBySlug } from './repository.js';
import { PublicBlogPost, SlugParams, TAG } from './schemas.js';

export default function getPublishedPost(app: App): void {
  app.get(
    '/api/blog/:slug',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'A published post by its slug (public)',
        description: 'Drafts, archived posts and posts scheduled for later answer 404.',
        params: SlugParams,
        response: { 200: PublicBlogPost },
      },
    },
    async (request) => {
      const post = await findPublishedPostBySlug(app.db, app.config.siteUrl, request.params.slug, app.clock.now().toISOString());
      if (!post) throw new NotFoundError('Blog post', request.params.slug);
      return post;
    },
  );
}
