import type { App } from '../../shared/http/app-types.js';
import { NotModified } from '../../shared/http/schemas.js';
import { clientGoneSignal } from './lib/cancellation.js';
import { sendPublicRead } from './lib/public-reads.js';
import { contextOf } from '../../shared/context.js';
import { listPublishedPage } from './service.js';
import { BlogPublishedQuery, PublishedPostPage, TAG } from './schemas.js';

export default function listPublishedPostsRoute(app: App): void {
  app.get(
    '/api/blog',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Published posts, newest first (public)',
        description:
          'Posts whose status is published and whose publishedAt has come; scheduled posts appear at their moment. ' +
          'categoryId or category (a slug) narrows the list; an unknown category gives an empty page. Query: `BlogPublishedQuery`. ' +
          'Served from memory per content version, with a strong ETag (304 on If-None-Match), public Cache-Control and br/gzip.',
        querystring: BlogPublishedQuery,
        response: { 200: PublishedPostPage, 304: NotModified },
      },
    },
    async (request, reply) => {
      const { page, pageSize, categoryId, category } = request.query;
      const key = `blog:list:${page}:${pageSize}:${categoryId ?? ''}:${category ?? ''}`;
      const ctx = contextOf(app, request);
      await sendPublicRead(app, request, reply, key, () => listPublishedPage(ctx, request.query, clientGoneSignal(reply)));
      return reply;
    },
  );
}
