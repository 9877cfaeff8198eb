import type { App } from '../../shared/http/app-types.js';
import { NotModified } from '../../shared/http/schemas.js';
import { sitePaths } from './lib/feeds.js';
import { SITE_TAG, textResponse } from './schemas.js';

export default function getRobots(app: App): void {
  const { siteUrl, sitePrefix } = app.config;
  const body = ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${siteUrl}${sitePaths(sitePrefix).sitemapPath}`, ''].join('\n');
  app.get(
    '/robots.txt',
    {
      config: { public: true, ignoreUnknownQuery: true },
      schema: {
        tags: [SITE_TAG],
        summary: 'robots.txt, naming the sitemap',
        response: { 200: textResponse('Crawler rules and the sitemap URL ({SITE_URL}/{SITE_PREFIX}/sitemap.xml).', 'text/plain'), 304: NotModified },
      },
    },
    async (request, reply) => {
      // Fixed for the process's life: no content version, never stale.
      await app.publicCache.send(request, reply, 'robots.txt', null, async () => ({
        body: Buffer.from(body),
        contentType: 'text/plain; charset=utf-8',
        validUntil: Number.POSITIVE_INFINITY,
      }));
      return reply;
    },
  );
}
