import type { App } from '../../shared/http/app-types.js';
import { sendRendered } from './lib/conditional.js';
import { NotModified, RssQuery, SITE_TAG, textResponse } from './schemas.js';

export default function getRss(app: App): void {
  const { feeds } = app;
  app.get(
    feeds.paths.rssPath,
    {
      config: { public: true },
      schema: {
        tags: [SITE_TAG],
        summary: 'The RSS 2.0 feed of published posts',
        description:
          'Every published post, newest first, with title, link, guid (the link, isPermaLink="true"), RFC 2822 pubDate, ' +
          'description and category, and atom:link rel="self". ?category=slug narrows it (404 for an unknown category). ' +
          'Carries ETag and Last-Modified and answers conditional requests with 304.',
        querystring: RssQuery,
        response: { 200: textResponse('The feed.', 'application/rss+xml'), 304: NotModified },
      },
    },
    async (request, reply) => {
      return sendRendered(request, reply, await feeds.rssOrNotFound(request.query.category), 'application/rss+xml; charset=utf-8');
    },
  );
}
