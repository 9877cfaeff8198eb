import type { App } from '../../shared/http/app-types.js';
import { isArchivedSlug, publishedPost } from './lib/content.js';
import { SITE_LOCALES } from './lib/messages.js';
import { pictureOfUrl, responsiveContent } from './lib/pictures.js';
import { isSlug, pageRoute, SlugParam } from './lib/routes.js';
import { postView } from './lib/views.js';
import { GONE, NOT_FOUND, websiteOf } from './lib/website.js';

/** A published post; a scheduled one from its moment on, an archived one 410, anything else the 404 page. */
export default function getPostPage(app: App): void {
  const site = websiteOf(app);
  for (const locale of SITE_LOCALES) {
    const route = pageRoute(site, locale, 'A blog post');
    app.get<{ Params: { slug: string } }>(
      site.pathIn(locale, '/blog/:slug'),
      { ...route, schema: { ...route.schema, params: SlugParam } },
      (request, reply) => {
        const { slug } = request.params;
        if (!isSlug(slug)) return site.sendError(reply, locale, NOT_FOUND);
        return site.send(
          request,
          reply,
          locale,
          `post:${slug}`,
          async (now, settings) => {
            const post = await publishedPost(app.db, app.config.siteUrl, slug, now);
            if (!post) return null;
            const [cover, content] = await Promise.all([
              post.coverImageUrl ? pictureOfUrl(app.db, app.config.siteUrl, post.coverImageUrl) : null,
              responsiveContent(app.db, app.config.siteUrl, post.content),
            ]);
            return postView(site.linksFor(locale), settings, { ...post, content }, cover);
          },
          async () => ((await isArchivedSlug(app.db, slug)) ? GONE : NOT_FOUND),
        );
      },
    );
  }
}
