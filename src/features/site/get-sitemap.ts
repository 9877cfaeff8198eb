import type { App } from '../../shared/http/app-types.js';
import { sendRendered } from './lib/conditional.js';
import { NotModified, SITE_TAG, textResponse } from './schemas.js';

export const XML = 'application/xml; charset=utf-8';

export default function getSitemap(app: App): void {
  const { feeds } = app;
  app.get(
    feeds.paths.sitemapPath,
    {
      config: { public: true },
      schema: {
        tags: [SITE_TAG],
        summary: 'The sitemap: site pages and every published post',
        description:
          'A sitemaps.org urlset with <lastmod> for each URL; past 50,000 URLs, an index of sitemap-1.xml, sitemap-2.xml, ... ' +
          'Carries ETag and Last-Modified and answers conditional requests with 304.',
        response: { 200: textResponse('The sitemap or sitemap index.', 'application/xml'), 304: NotModified },
      },
    },
    async (request, reply) => sendRendered(request, reply, (await feeds.sitemap()).main, XML),
  );
}
