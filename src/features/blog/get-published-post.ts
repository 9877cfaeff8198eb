import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { NotModified } from '../../shared/http/schemas.js';
import { sendPublicRead } from './lib/public-reads.js';
import { findPublishedPost } from './service.js';
import { PublicBlogPost, SlugParams, TAG } from './schemas.js';

export default function getPublishedPost(app: App): void {
  app.get(
    '/api/blog/:slug',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'A published post by its slug (public)',
        description:
          'Drafts, archived posts and posts scheduled for later answer 404. ' +
          'Served from memory per content version, with a strong ETag (304 on If-None-Match), public Cache-Control and br/gzip.',
        params: SlugParams,
        response: { 200: PublicBlogPost, 304: NotModified },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const ctx = contextOf(app, request);
      await sendPublicRead(app, request, reply, `blog:post:${slug}`, (now) => findPublishedPost(ctx, slug, now), { what: 'Blog post', id: slug });
      return reply;
    },
  );
}
