import type { App } from '../../shared/http/app-types.js';
import { currentNotices, latestPosts } from './lib/content.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { HOME_POSTS, homeView } from './lib/views.js';
import { websiteOf } from './lib/website.js';

/** The home page: the firm, its current notices, the latest posts and how to reach it. */
export default function getHomePage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    app.get(site.pathIn(locale, '/'), pageRoute(site, locale, 'The home page'), (request, reply) =>
      site.send(request, reply, locale, 'home', async (now, settings) => {
        const [posts, notices] = await Promise.all([latestPosts(app.db, app.config.siteUrl, now, 1, HOME_POSTS), currentNotices(app.db, now, 5)]);
        return homeView(site.linksFor(locale), settings, posts.items, notices);
      }),
    );
  }
}
