import type { App } from '../../shared/http/app-types.js';
import { checkConsistency } from './lib/checks.js';
import { VALIDATION_TAG, ValidationReport } from './schemas.js';

export default function validateConsistencyRoute(app: App): void {
  app.get(
    '/api/admin/validate/consistency',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [VALIDATION_TAG],
        summary: 'Compare the sitemap with the RSS feed (admin)',
        description:
          'Both documents as served must list the same published posts: without an rssItemLimit in the site settings, ' +
          'every post of the sitemap (equal counts); with one, the newest rssItemLimit posts of the sitemap and no more. ' +
          "No RSS post may be missing from the sitemap, and no post's sitemap lastmod may precede its RSS pubDate. Codes: docs/blog.md.",
        response: { 200: ValidationReport },
      },
    },
    async () => checkConsistency(app),
  );
}
