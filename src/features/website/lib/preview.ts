/*
 * A post page rendered from the editor's unsaved fields: the same view and theme as the published
 * page, so what the editor shows is what the site will serve.
 */
import type { App } from '../../../shared/http/app-types.js';
import { sanitizePostHtml, summarize } from '../../blog/lib/content.js';
import { slugFromText } from '../../blog/lib/slugs.js';
import type { BlogPost, PostPagePreviewInput } from '../../blog/schemas.js';
import { pictureOfUrl, responsiveContent } from './pictures.js';
import { postView } from './views.js';
import type { Website } from './website.js';

export async function previewPostPage(app: App, site: Website, input: PostPagePreviewInput): Promise<string> {
  const now = app.clock.now().toISOString();
  const content = sanitizePostHtml(input.content);
  const excerpt = input.excerpt?.trim() ? input.excerpt.trim() : null;
  const category =
    input.categoryId == null
      ? undefined
      : await app.db.selectFrom('blog_categories').select(['id', 'name', 'slug']).where('id', '=', input.categoryId).executeTakeFirst();
  const slug = input.slug ?? slugFromText(input.title, 'post');
  const post: BlogPost = {
    id: 0,
    slug,
    url: `${app.config.siteUrl}/blog/${slug}`,
    title: input.title,
    excerpt,
    summary: summarize(excerpt, content, input.title),
    categoryId: category?.id ?? null,
    category: category ?? null,
    tags: input.tags ?? [],
    coverImageUrl: input.coverImageUrl ?? null,
    authorName: input.authorName?.trim() ? input.authorName.trim() : null,
    status: 'draft',
    publishedAt: input.publishedAt ?? now,
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
    content,
    metaTitle: input.metaTitle?.trim() ? input.metaTitle.trim() : null,
    metaDescription: input.metaDescription?.trim() ? input.metaDescription.trim() : null,
  };
  const settings = await site.settings((await app.contentVersion.current()).version);
  const [cover, html] = await Promise.all([
    post.coverImageUrl ? pictureOfUrl(app.db, app.config.siteUrl, post.coverImageUrl) : null,
    responsiveContent(app.db, app.config.siteUrl, content),
  ]);
  const view = postView(site.linksFor(input.locale), settings, { ...post, content: html }, cover);
  return site.render(input.locale, settings, { ...view, noindex: true });
}
