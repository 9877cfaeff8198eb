import type { App } from '../../shared/http/app-types.js';
import { latestPosts, listCategories } from './lib/content.js';
import { SITE_LOCALES } from './lib/messages.js';
import { ListingQuery, pageNumber, pageRoute } from './lib/routes.js';
import { BLOG_PAGE_SIZE, blogView } from './lib/views.js';
import { NOT_FOUND, websiteOf } from './lib/website.js';

/** The blog, newest first, BLOG_PAGE_SIZE posts a page (?page=N; past the last page: 404). */
export default function getBlogPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    app.get(site.pathIn(locale, '/blog'), pageRoute(site, locale, 'The blog, paged', ListingQuery), (request, reply) => {
      const page = pageNumber(request.query);
      if (page === null) return site.sendError(reply, locale, NOT_FOUND);
      return site.send(request, reply, locale, `blog:${page}`, async (now) => {
        const [posts, categories] = await Promise.all([latestPosts(app.db, app.config.siteUrl, now, page, BLOG_PAGE_SIZE), listCategories(app.db)]);
        if (page > 1 && page > posts.totalPages) return null;
        return blogView(site.linksFor(locale), { posts: posts.items, page, totalPages: posts.totalPages, categories, category: null });
      });
    });
  }
}
