import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RssRow, SitemapRow } from './lib/site-tasks.js';

type Db = Kysely<Database>;

/** What the public sees: published posts whose publishedAt has come (the blog group's rule), so never a null date. */
function visiblePosts(db: Db, now: string) {
  return db.selectFrom('blog_posts as p').where('p.status', '=', 'published').where('p.published_at', '<=', now);
}

/** Where the last page ended: pages run newest first, by (published_at, id). */
export interface FeedCursor {
  publishedAt: string;
  id: number;
}

function newestFirst(db: Db, now: string, after: FeedCursor | null, limit: number) {
  /*
   * Past the first page the cursor alone bounds the range: it came from a visible post, so every row
   * before it is visible too. With the visibility bound beside it, SQLite ranges the index on that
   * bound and walks every earlier page again to reach the cursor (15 ms a page at 100,000 posts,
   * instead of under 1).
   */
  const pageStart =
    after === null
      ? visiblePosts(db, now)
      : db
          .selectFrom('blog_posts as p')
          .where('p.status', '=', 'published')
          .where((eb) => eb(eb.refTuple('p.published_at', 'p.id'), '<', eb.tuple(after.publishedAt, after.id)));
  return pageStart
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit);
}

/** One page of the sitemap's posts (blog_posts_public_idx serves the keyset). */
export async function sitemapRows(db: Db, now: string, after: FeedCursor | null, limit: number): Promise<SitemapRow[]> {
  return newestFirst(db, now, after, limit).select(['p.id', 'p.slug', 'p.published_at', 'p.updated_at'])
    .$narrowType<{ published_at: string }>()
    .execute();
}

/** One page of the feed's posts, of one category when given. */
export async function rssRows(db: Db, now: string, categoryId: number | undefined, after: FeedCursor | null, limit: number): Promise<RssRow[]> {
  return newestFirst(db, now, after, limit)
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .$if(categoryId !== undefined, (q) => q.where('p.category_id', '=', categoryId!))
    .select(['p.id', 'p.slug', 'p.title', 'p.summary', 'c.name as category_name', 'p.published_at', 'p.updated_at'])
    .$narrowType<{ published_at: string }>()
    .execute();
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<{ id: number; name: string } | null> {
  const row = await db.selectFrom('blog_categories').select(['id', 'name']).where('slug', '=', slug).executeTakeFirst();
  return row ?? null;
}
