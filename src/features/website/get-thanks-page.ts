import type { App } from '../../shared/http/app-types.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { thanksView } from './lib/views.js';
import { websiteOf } from './lib/website.js';

/** Where the contact form leads once sent (303 See Other), so a reload does not send it again. */
export default function getThanksPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    app.get(site.pathIn(locale, '/contact/thanks'), pageRoute(site, locale, 'The contact form was sent'), (request, reply) =>
      site.send(request, reply, locale, 'thanks', async () => thanksView(site.linksFor(locale))),
    );
  }
}
