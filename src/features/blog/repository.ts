import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BlogCategoriesTable, BlogPostsTable, BlogPostStatus } from '../../db/tables/blog.js';
import { containsText, readJson, writeJson } from '../../db/sql-helpers.js';
import { changedOneRow, deleteRecord, insertRecord } from '../../db/records.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import type { BlogPost, BlogPostSummary, Category } from './schemas.js';

type Db = Kysely<Database>;

const summaryColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.excerpt',
  'p.summary',
  'p.category_id',
  'c.name as category_name',
  'c.slug as category_slug',
  'p.tags',
  'p.cover_image_url',
  'p.author_name',
  'p.status',
  'p.published_at',
  'p.archived_at',
  'p.created_at',
  'p.updated_at',
] as const;
const detailColumns = [...summaryColumns, 'p.content', 'p.meta_title', 'p.meta_description'] as const;

type PostColumns = Selectable<BlogPostsTable>;
type SummaryRow = Omit<PostColumns, 'content' | 'meta_title' | 'meta_description' | 'status_before_archive'> & {
  category_name: string | null;
  category_slug: string | null;
};
type DetailRow = SummaryRow & Pick<PostColumns, 'content' | 'meta_title' | 'meta_description'>;

export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/blog/${slug}`;
}

function toSummary(siteUrl: string, row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    url: postUrl(siteUrl, row.slug),
    title: row.title,
    excerpt: row.excerpt,
    summary: row.summary,
    categoryId: row.category_id,
    category:
      row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' },
    tags: readJson<string[]>(row.tags),
    coverImageUrl: row.cover_image_url,
    authorName: row.author_name,
    status: row.status,
    publishedAt: row.published_at,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toPost(siteUrl: string, row: DetailRow): BlogPost {
  return { ...toSummary(siteUrl, row), content: row.content, metaTitle: row.meta_title, metaDescription: row.meta_description };
}

function posts(db: Db) {
  return db.selectFrom('blog_posts as p');
}

type PostsQuery = ReturnType<typeof posts>;

/** Adds the category's name and slug (a left join on its key: it cannot change a count). */
function withCategory(query: PostsQuery) {
  return query.leftJoin('blog_categories as c', 'c.id', 'p.category_id');
}

/** Published posts whose moment has come: what the public sees. */
export function publishedPosts(db: Db, now: string, categoryId?: number) {
  let query = posts(db).where('p.status', '=', 'published').where('p.published_at', '<=', now);
  if (categoryId !== undefined) query = query.where('p.category_id', '=', categoryId);
  return query;
}

export type PublishedPostsQuery = ReturnType<typeof publishedPosts>;

/** One page of a published-posts query, newest first; `tag` marks its queries for cancellation. */
export function pagePublished(
  siteUrl: string,
  base: PublishedPostsQuery,
  page: PageRequest,
  tag: <Q extends PublishedPostsQuery>(query: Q) => Q = (query) => query,
): Promise<Page<BlogPostSummary>> {
  const query = withCategory(tag(base)).select(summaryColumns).orderBy('p.published_at', 'desc').orderBy('p.id', 'desc');
  return pageOf(query, page, (row) => toSummary(siteUrl, row));
}

export async function findPost(db: Db, siteUrl: string, id: number): Promise<BlogPost | null> {
  const row = await withCategory(posts(db)).select(detailColumns).where('p.id', '=', id).executeTakeFirst();
  return row ? toPost(siteUrl, row) : null;
}

export async function findPublishedPostBySlug(db: Db, siteUrl: string, slug: string, now: string): Promise<BlogPost | null> {
  const row = await withCategory(publishedPosts(db, now)).select(detailColumns).where('p.slug', '=', slug).executeTakeFirst();
  return row ? toPost(siteUrl, row) : null;
}

export interface AdminFilter extends PageRequest {
  status?: 'draft' | 'published' | 'scheduled';
  categoryId?: number;
  search?: string;
}

/** Drafts and published (scheduled included) posts, newest first; archived ones are elsewhere. */
export function listAdminPage(db: Db, dialect: Dialect, siteUrl: string, filter: AdminFilter, now: string): Promise<Page<BlogPostSummary>> {
  let base = posts(db);
  if (filter.status === 'draft') base = base.where('p.status', '=', 'draft');
  else if (filter.status === 'published') base = base.where('p.status', '=', 'published');
  else if (filter.status === 'scheduled') base = base.where('p.status', '=', 'published').where('p.published_at', '>', now);
  else base = base.where('p.status', 'in', ['draft', 'published']);
  if (filter.categoryId !== undefined) base = base.where('p.category_id', '=', filter.categoryId);
  const search = filter.search;
  if (search) base = base.where((eb) => containsText(dialect, eb.ref('p.title'), search));
  const query = withCategory(base).select(summaryColumns).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  return pageOf(query, filter, (row) => toSummary(siteUrl, row));
}

/** Every post but the archived ones, newest first, up to limit (totalCount tells how many exist). */
export async function listAllPosts(db: Db, siteUrl: string, limit: number): Promise<{ items: BlogPostSummary[]; totalCount: number }> {
  const query = withCategory(posts(db).where('p.status', 'in', ['draft', 'published']))
    .select(summaryColumns)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
  const { items, totalCount } = await pageOf(query, { page: 1, pageSize: limit }, (row) => toSummary(siteUrl, row));
  return { items, totalCount };
}

/** Archived posts, the most recently archived first. */
export function listArchivedPage(db: Db, siteUrl: string, page: PageRequest): Promise<Page<BlogPostSummary>> {
  const query = withCategory(posts(db).where('p.status', '=', 'archived'))
    .select(summaryColumns)
    .orderBy('p.archived_at', 'desc')
    .orderBy('p.id', 'desc');
  return pageOf(query, page, (row) => toSummary(siteUrl, row));
}

/** What the service writes to a post (the columns are named in `columnsOf`). */
export interface PostFields {
  slug: string;
  title: string;
  excerpt: string | null;
  summary: string;
  content: string;
  categoryId: number | null;
  tags: string[];
  coverImageUrl: string | null;
  authorName: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  status: 'draft' | 'published';
  publishedAt: string | null;
}

function columnsOf(row: PostFields) {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    summary: row.summary,
    content: row.content,
    category_id: row.categoryId,
    tags: writeJson(row.tags),
    cover_image_url: row.coverImageUrl,
    author_name: row.authorName,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    status: row.status,
    published_at: row.publishedAt,
  };
}

export async function insertPost(db: Db, row: PostFields, now: string): Promise<number> {
  return insertRecord(db, 'blog_posts', { ...columnsOf(row), created_at: now, updated_at: now });
}

/** Replaces a post that is not archived; false when it is (an archive won a race with this edit). */
export async function updatePostRow(db: Db, id: number, row: PostFields, now: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({ ...columnsOf(row), updated_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'archived')
    .executeTakeFirst();
  return changedOneRow(result);
}

/**
 * A post's modification time, read and (on PostgreSQL) locked until the commit, so two saves that
 * started from the same version cannot both pass the check of the editor's updatedAt.
 */
export async function lockPostVersion(db: Db, dialect: Dialect, id: number): Promise<string | null> {
  let query = db.selectFrom('blog_posts').select('updated_at').where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst())?.updated_at ?? null;
}

/** Slugs equal to base or of the form base-..., to pick a free one. */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  // base is [a-z0-9-] only, so it holds no LIKE wildcard.
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}

/** Archives a post that is not archived yet, remembering its status; the status it had, or null when none was archived. */
export async function archivePostRow(db: Db, id: number, now: string): Promise<'draft' | 'published' | null> {
  const row = await db
    .updateTable('blog_posts')
    .set((eb) => ({ status: 'archived', status_before_archive: eb.ref('status') as never, archived_at: now, updated_at: now }))
    .where('id', '=', id)
    .where('status', '<>', 'archived')
    .returning('status_before_archive')
    .executeTakeFirst();
  return row?.status_before_archive ?? null;
}

/** Brings an archived post back to the status it had; that status, or null when the post is not archived. */
export async function restorePostRow(db: Db, id: number, now: string): Promise<BlogPostStatus | null> {
  const row = await db
    .updateTable('blog_posts')
    .set((eb) => ({
      status: eb.fn.coalesce('status_before_archive', eb.val('draft')) as never,
      status_before_archive: null,
      archived_at: null,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'archived')
    .returning('status')
    .executeTakeFirst();
  return row?.status ?? null;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('blog_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function findCategoryIdBySlug(db: Db, slug: string): Promise<number | null> {
  const row = await db.selectFrom('blog_categories').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

function categories(db: Db) {
  // Post counts in one grouped subquery, not one count per category.
  const counts = db
    .selectFrom('blog_posts')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('post_count')])
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .as('counts');
  return db
    .selectFrom('blog_categories as c')
    .leftJoin(counts, 'counts.category_id', 'c.id')
    .select(['c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'counts.post_count', 'c.created_at', 'c.updated_at']);
}

function toCategory(row: Selectable<BlogCategoriesTable> & { post_count: number | null }): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    sortOrder: row.sort_order,
    postCount: Number(row.post_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await categories(db).orderBy('c.sort_order').orderBy('c.name').orderBy('c.id').execute();
  return rows.map(toCategory);
}

export async function findCategory(db: Db, id: number): Promise<Category | null> {
  const row = await categories(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCategory(row) : null;
}

export async function categorySlugsLike(db: Db, base: string): Promise<string[]> {
  // base is [a-z0-9-] only, so it holds no LIKE wildcard.
  const rows = await db
    .selectFrom('blog_categories')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}

export interface CategoryFields {
  name: string;
  slug: string;
  description: string | null;
  sortOrder: number;
}

export async function insertCategory(db: Db, row: CategoryFields, now: string): Promise<number> {
  return insertRecord(db, 'blog_categories', { name: row.name, slug: row.slug, description: row.description, sort_order: row.sortOrder, created_at: now, updated_at: now });
}

export async function updateCategoryRow(db: Db, id: number, row: CategoryFields, now: string): Promise<void> {
  await db
    .updateTable('blog_categories')
    .set({ name: row.name, slug: row.slug, description: row.description, sort_order: row.sortOrder, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes the category; false when it did not exist. Throws a foreign-key violation while posts use it. */
export async function deleteCategoryRow(db: Db, id: number): Promise<boolean> {
  return deleteRecord(db, 'blog_categories', id);
}

export async function countPostsInCategory(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
