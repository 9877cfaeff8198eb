import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface FeedState {
  version: number;
  changedAt: string;
}

/** The blog's content version: one primary-key read, made before every feed is served. */
export async function readFeedState(db: Db): Promise<FeedState> {
  const row = await db.selectFrom('blog_feed_state').select(['version', 'changed_at']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: Number(row.version), changedAt: row.changed_at };
}

/** What the public sees: published posts whose publishedAt has come (the blog group's rule). */
function visiblePosts(db: Db, now: string) {
  return db.selectFrom('blog_posts as p').where('p.status', '=', 'published').where('p.published_at', '<=', now);
}

export interface SitemapRow {
  slug: string;
  published_at: string;
  updated_at: string;
}

export async function sitemapRows(db: Db, now: string): Promise<SitemapRow[]> {
  const rows = await visiblePosts(db, now)
    .select(['p.slug', 'p.published_at', 'p.updated_at'])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows as SitemapRow[];
}

export interface RssRow {
  slug: string;
  title: string;
  summary: string;
  category_name: string | null;
  published_at: string;
  updated_at: string;
}

/** The newest visible posts (of one category when given), at most `limit` of them unless it is null. */
export async function rssRows(db: Db, now: string, limit: number | null, categoryId?: number): Promise<RssRow[]> {
  let query = visiblePosts(db, now).leftJoin('blog_categories as c', 'c.id', 'p.category_id');
  if (categoryId !== undefined) query = query.where('p.category_id', '=', categoryId);
  const rows = await query
    .select(['p.slug', 'p.title', 'p.summary', 'c.name as category_name', 'p.published_at', 'p.updated_at'])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .$if(limit !== null, (q) => q.limit(limit!))
    .execute();
  return rows as RssRow[];
}

/** When the next scheduled post goes public: a rendered feed is stale from that moment. */
export async function nextScheduledAt(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('status', '=', 'published')
    .where('published_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<{ id: number; name: string } | null> {
  const row = await db.selectFrom('blog_categories').select(['id', 'name']).where('slug', '=', slug).executeTakeFirst();
  return row ?? null;
}
