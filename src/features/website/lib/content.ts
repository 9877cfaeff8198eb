/*
 * What the pages show, read from the tables the admin writes: published posts whose moment has
 * come (the blog's own rule and queries), published FAQ entries, announcements inside their window.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { findCategoryIdBySlug, findPublishedPostBySlug, listCategories, pagePublished, publishedPosts } from '../../blog/repository.js';
import type { Page } from '../../../shared/paging.js';
import type { BlogPost, BlogPostSummary, Category } from '../../blog/schemas.js';

type Db = Kysely<Database>;

export function latestPosts(db: Db, siteUrl: string, now: string, page: number, pageSize: number, categoryId?: number): Promise<Page<BlogPostSummary>> {
  return pagePublished(siteUrl, publishedPosts(db, now, categoryId), { page, pageSize });
}

export function publishedPost(db: Db, siteUrl: string, slug: string, now: string): Promise<BlogPost | null> {
  return findPublishedPostBySlug(db, siteUrl, slug, now);
}

/** Whether a post with this slug was withdrawn (archived): its address answers 410, not 404. */
export async function isArchivedSlug(db: Db, slug: string): Promise<boolean> {
  const row = await db.selectFrom('blog_posts').select('id').where('slug', '=', slug).where('status', '=', 'archived').executeTakeFirst();
  return row !== undefined;
}

export async function categoryBySlug(db: Db, slug: string): Promise<Category | null> {
  const id = await findCategoryIdBySlug(db, slug);
  if (id === null) return null;
  return (await listCategories(db)).find((category) => category.id === id) ?? null;
}

export { listCategories };

export interface PublicFaq {
  question: string;
  answer: string;
  category: string | null;
}

export async function publishedFaqs(db: Db): Promise<PublicFaq[]> {
  return db
    .selectFrom('faqs')
    .select(['question', 'answer', 'category'])
    .where('is_published', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export interface PublicNotice {
  title: string;
  content: string;
  pinned: boolean;
}

/** Announcements published and inside their window at `now` (the announcements' own isActive rule), pinned first. */
export async function currentNotices(db: Db, now: string, limit?: number): Promise<PublicNotice[]> {
  const rows = await db
    .selectFrom('announcements')
    .select(['title', 'content', 'is_pinned'])
    .where('is_published', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('is_pinned', 'desc')
    .orderBy('sort_order')
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (query) => query.limit(limit!))
    .execute();
  return rows.map((row) => ({ title: row.title, content: row.content, pinned: Boolean(row.is_pinned) }));
}

/** The next moment an announcement starts or ends (pages showing them are stale from then), or null. */
export async function nextAnnouncementChange(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => [
      eb.fn.min(eb.case().when('starts_at', '>', now).then(eb.ref('starts_at')).end()).as('next_start'),
      eb.fn.min(eb.case().when('ends_at', '>', now).then(eb.ref('ends_at')).end()).as('next_end'),
    ])
    .where('is_published', '=', true)
    .executeTakeFirst();
  const moments = [row?.next_start, row?.next_end].filter((moment): moment is string => typeof moment === 'string');
  return moments.length > 0 ? moments.sort()[0]! : null;
}
