import type { App } from '../../shared/http/app-types.js';
import { sendRendered } from './lib/conditional.js';
import { XML } from './get-sitemap.js';
import { NotModified, SITE_TAG, SitemapPartParams, textResponse } from './schemas.js';

export default function getSitemapPart(app: App): void {
  const { feeds } = app;
  app.get(
    `/${app.config.sitePrefix}/sitemap-:part.xml`,
    {
      config: { public: true },
      schema: {
        tags: [SITE_TAG],
        summary: 'One numbered file of a sitemap split past 50,000 URLs',
        description: 'Exists only while sitemap.xml is an index; otherwise 404.',
        params: SitemapPartParams,
        response: { 200: textResponse('A sitemap urlset.', 'application/xml'), 304: NotModified },
      },
    },
    async (request, reply) => {
      return sendRendered(request, reply, await feeds.sitemapPart(request.params.part), XML);
    },
  );
}
