import type { App } from '../../shared/http/app-types.js';
import { sitePaths } from './lib/feeds.js';
import { SITE_TAG, textResponse } from './schemas.js';

export default function getRobots(app: App): void {
  const { siteUrl, sitePrefix } = app.config;
  const body = ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${siteUrl}${sitePaths(sitePrefix).sitemapPath}`, ''].join('\n');
  app.get(
    '/robots.txt',
    {
      config: { public: true },
      schema: {
        tags: [SITE_TAG],
        summary: 'robots.txt, naming the sitemap',
        response: { 200: textResponse('Crawler rules and the sitemap URL ({SITE_URL}/{SITE_PREFIX}/sitemap.xml).', 'text/plain') },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body),
  );
}
