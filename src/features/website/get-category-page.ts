import type { App } from '../../shared/http/app-types.js';
import { categoryBySlug, latestPosts, listCategories } from './lib/content.js';
import { SITE_LOCALES } from './lib/messages.js';
import { isSlug, ListingQuery, pageNumber, pageRoute, SlugParam } from './lib/routes.js';
import { BLOG_PAGE_SIZE, blogView } from './lib/views.js';
import { NOT_FOUND, websiteOf } from './lib/website.js';

/** One category's posts, paged like the blog; an unknown category is the 404 page. */
export default function getCategoryPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    const route = pageRoute(site, locale, "A category's posts, paged", ListingQuery);
    app.get<{ Params: { slug: string } }>(
      site.pathIn(locale, '/blog/category/:slug'),
      { ...route, schema: { ...route.schema, params: SlugParam } },
      (request, reply) => {
        const { slug } = request.params;
        const page = pageNumber(request.query);
        if (page === null || !isSlug(slug)) return site.sendError(reply, locale, NOT_FOUND);
        return site.send(request, reply, locale, `category:${slug}:${page}`, async (now) => {
          const category = await categoryBySlug(app.db, slug);
          if (!category) return null;
          const [posts, categories] = await Promise.all([latestPosts(app.db, app.config.siteUrl, now, page, BLOG_PAGE_SIZE, category.id), listCategories(app.db)]);
          if (page > 1 && page > posts.totalPages) return null;
          return blogView(site.linksFor(locale), { posts: posts.items, page, totalPages: posts.totalPages, categories, category });
        });
      },
    );
  }
}
