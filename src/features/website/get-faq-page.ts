import type { App } from '../../shared/http/app-types.js';
import { publishedFaqs } from './lib/content.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { faqView } from './lib/views.js';
import { websiteOf } from './lib/website.js';

/** The published FAQ entries in their order, grouped by category. */
export default function getFaqPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    app.get(site.pathIn(locale, '/faq'), pageRoute(site, locale, 'The FAQ'), (request, reply) =>
      site.send(request, reply, locale, 'faq', async () => faqView(site.linksFor(locale), await publishedFaqs(app.db))),
    );
  }
}
