import type { App } from '../../shared/http/app-types.js';
import { checkSitemap } from './lib/checks.js';
import { VALIDATION_TAG, ValidationReport } from './schemas.js';

export default function validateSitemapRoute(app: App): void {
  app.get(
    '/api/admin/validate/sitemap',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [VALIDATION_TAG],
        summary: 'Validate the sitemap as served (admin)',
        description:
          'Reads the rendered sitemap (and every file of an index) and checks well-formedness, required fields, URL validity, ' +
          'https, the site domain, duplicates, W3C lastmod dates and post date validity. Codes: docs/blog.md.',
        response: { 200: ValidationReport },
      },
    },
    async () => checkSitemap(app),
  );
}
