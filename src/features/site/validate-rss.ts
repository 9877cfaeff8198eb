import type { App } from '../../shared/http/app-types.js';
import { checkRss } from './lib/checks.js';
import { VALIDATION_TAG, ValidationReport } from './schemas.js';

export default function validateRssRoute(app: App): void {
  app.get(
    '/api/admin/validate/rss',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [VALIDATION_TAG],
        summary: 'Validate the RSS feed as served (admin)',
        description:
          'Reads the rendered feed and checks well-formedness, RSS 2.0 required fields, atom:link self, URL validity, https, ' +
          'the site domain, GUID validity, duplicate GUIDs and links, RFC 2822 dates and post date validity. Codes: docs/blog.md.',
        response: { 200: ValidationReport },
      },
    },
    async () => checkRss(app),
  );
}
