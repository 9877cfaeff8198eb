import type { App } from '../../shared/http/app-types.js';
import { currentNotices } from './lib/content.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { noticesView } from './lib/views.js';
import { websiteOf } from './lib/website.js';

/** The announcements published and inside their window now, pinned first. */
export default function getNoticesPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    app.get(site.pathIn(locale, '/notices'), pageRoute(site, locale, 'The current notices'), (request, reply) =>
      site.send(request, reply, locale, 'notices', async (now) => noticesView(site.linksFor(locale), await currentNotices(app.db, now))),
    );
  }
}
