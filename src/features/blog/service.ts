import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { toInstant } from '../../shared/dates.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { cleanLine, cleanText, sanitizePostHtml, summarize } from './lib/content.js';
import { firstFreeSlug, RESERVED_SLUGS, slugFromText } from './lib/slugs.js';
import {
  archivePostRow,
  categoryExists,
  categorySlugsLike,
  countPostsInCategory,
  deleteCategoryRow,
  findCategory,
  findCategoryIdBySlug,
  findPost,
  findPublishedPostBySlug,
  listAdminPage,
  listAllPosts as listAllPostRows,
  listArchivedPage,
  listCategories as listCategoryRows,
  insertCategory,
  insertPost,
  lockPostVersion,
  restorePostRow,
  slugsLike,
  updateCategoryRow,
  updatePostRow,
  type AdminFilter,
  type PostFields,
} from './repository.js';
import type { BlogPost, BlogPostSummary, Category, CategoryInput, PostInput } from './schemas.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { listPublishedPosts, type PublishedPostSummary } from './lib/published.js';
import { bumpContentVersion } from '../../db/content-version.js';

/** Server-computed or bookkeeping fields: left out of the trail (the content is shortened by the helper). */
const POST_AUDITED: ChangeOptions = { ignore: ['id', 'url', 'summary', 'category', 'createdAt'] };
const CATEGORY_AUDITED: ChangeOptions = { ignore: ['id', 'postCount', 'createdAt'] };

type Db = Kysely<Database>;
type CreateInput = Omit<PostInput, 'status'> & { status?: PostInput['status'] };

// A generated slug can lose a race with a concurrent save; try the next free one a few times.
const SLUG_ATTEMPTS = 5;
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

function nullableLine(value: string | null | undefined): string | null {
  const cleaned = value == null ? '' : cleanLine(value);
  return cleaned === '' ? null : cleaned;
}

function nullableText(value: string | null | undefined): string | null {
  const cleaned = value == null ? '' : cleanText(value);
  return cleaned === '' ? null : cleaned;
}

/** The stored form of a post body: plain text cleaned, HTML sanitized, tags de-duplicated. */
function prepare(input: CreateInput): Omit<PostFields, 'slug' | 'status' | 'publishedAt'> {
  const title = cleanLine(input.title);
  if (title === '') throw ValidationError.field('title', 'must contain visible text');
  const explicitSlug = input.slug;
  if (explicitSlug !== undefined && RESERVED_SLUGS.has(explicitSlug)) {
    throw ValidationError.field('slug', `"${explicitSlug}" is reserved`, 'slug_reserved');
  }
  const content = sanitizePostHtml(input.content);
  const excerpt = nullableText(input.excerpt);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of input.tags ?? []) {
    const cleaned = cleanLine(tag);
    if (cleaned !== '' && !seen.has(cleaned.toLowerCase())) {
      seen.add(cleaned.toLowerCase());
      tags.push(cleaned);
    }
  }
  return {
    title,
    excerpt,
    summary: summarize(excerpt, content, title),
    content,
    categoryId: input.categoryId ?? null,
    tags,
    coverImageUrl: input.coverImageUrl ?? null,
    authorName: nullableLine(input.authorName),
    metaTitle: nullableLine(input.metaTitle),
    metaDescription: nullableText(input.metaDescription),
  };
}

/** A given date wins; publishing without one keeps the date the post had, else now. */
function publishedAt(status: 'draft' | 'published', given: string | null | undefined, current: string | null, now: string): string | null {
  if (given != null) {
    const instant = toInstant(given);
    const time = Date.parse(instant);
    if (time < EARLIEST || time >= LATEST) {
      throw ValidationError.field('publishedAt', 'must be between 1970 and 2100', 'published_at_out_of_range');
    }
    return instant;
  }
  return status === 'published' ? (current ?? now) : null;
}

async function assertCategory(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await categoryExists(db, categoryId))) {
    throw ValidationError.field('categoryId', `category ${categoryId} does not exist`, 'category_not_found');
  }
}

function categoryGone(categoryId: number | null): ValidationError {
  return ValidationError.field('categoryId', `category ${categoryId} does not exist`, 'category_not_found');
}

function postSlugTaken(slug: string): ConflictError {
  return new ConflictError(`The slug "${slug}" is already used by another post.`, 'slug_taken', { slug });
}

export async function createPost(ctx: ServiceContext, input: CreateInput): Promise<BlogPost> {
  const fields = prepare(input);
  const now = nowIso(ctx);
  const status = input.status ?? 'draft';
  const row = { ...fields, status, publishedAt: publishedAt(status, input.publishedAt, null, now) };
  try {
    return await createUnderFreeSlug(ctx, { base: input.slug ?? slugFromText(fields.title, 'post'), fixed: input.slug !== undefined, like: slugsLike, taken: postSlugTaken }, async (trx, slug) => {
      await assertCategory(trx, row.categoryId);
      const id = await insertPost(trx, { ...row, slug }, now);
      if (row.status === 'published') await bumpContentVersion(trx, now, ctx);
      const created = (await findPost(trx, ctx.config.siteUrl, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_post.create', recordType: 'blog_post', recordId: id, changes: changedFields(null, created, POST_AUDITED) });
      return created;
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? categoryGone(row.categoryId) : error;
  }
}

/**
 * Runs `create` in a transaction under a slug: `base` itself when the caller gave it (`fixed`; taken,
 * it is `taken(slug)`), else the first free one of base, base-2, ... among `like`'s. A generated slug
 * can lose a race with a concurrent save (the unique index refuses it): the next free one is tried.
 */
async function createUnderFreeSlug<T>(
  ctx: ServiceContext,
  slugs: { base: string; fixed: boolean; like: (db: Db, base: string) => Promise<string[]>; taken: (slug: string) => ConflictError },
  create: (trx: Db, slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let slug = slugs.base;
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        if (!slugs.fixed) slug = firstFreeSlug(slugs.base, await slugs.like(trx, slugs.base));
        return create(trx, slug);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (slugs.fixed || attempt >= SLUG_ATTEMPTS) throw slugs.taken(slug);
    }
  }
}

export async function updatePost(ctx: ServiceContext, id: number, input: PostInput): Promise<BlogPost> {
  const fields = prepare(input);
  const now = nowIso(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const stored = await lockPostVersion(trx, ctx.dialect, id);
      const before = stored === null ? undefined : await findPost(trx, ctx.config.siteUrl, id);
      if (!before) throw new NotFoundError('Blog post', id);
      // The editor sends the updatedAt its text started from: a save by someone else since then is
      // refused rather than silently overwritten (the editor keeps its text and offers both).
      if (input.updatedAt !== undefined && Date.parse(input.updatedAt) !== Date.parse(before.updatedAt)) {
        throw new ConflictError('The post was saved by someone else since the updatedAt sent.', 'post_changed', { updatedAt: before.updatedAt });
      }
      const archived = () => new ConflictError('The post is archived; restore it before editing.', 'post_archived');
      if (before.status === 'archived') throw archived();
      await assertCategory(trx, fields.categoryId);
      const row: PostFields = {
        ...fields,
        slug: input.slug ?? before.slug,
        status: input.status,
        publishedAt: publishedAt(input.status, input.publishedAt, before.publishedAt, now),
      };
      if (!(await updatePostRow(trx, id, row, now))) throw archived();
      if (before.status === 'published' || row.status === 'published') await bumpContentVersion(trx, now, ctx);
      const after = (await findPost(trx, ctx.config.siteUrl, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_post.update', recordType: 'blog_post', recordId: id, changes: changedFields(before, after, POST_AUDITED) });
      return after;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw categoryGone(fields.categoryId);
    if (isUniqueViolation(error)) throw postSlugTaken(input.slug ?? '');
    throw error;
  }
}

/** Archiving an archived post changes nothing and records nothing. */
export async function archivePost(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findPost(trx, ctx.config.siteUrl, id);
    if (!before) throw new NotFoundError('Blog post', id);
    const previous = await archivePostRow(trx, id, now);
    if (previous === null) return;
    if (previous === 'published') await bumpContentVersion(trx, now, ctx);
    const after = await findPost(trx, ctx.config.siteUrl, id);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_post.archive', recordType: 'blog_post', recordId: id, changes: changedFields(before, after, POST_AUDITED) });
  });
}

/** The post gets back the status it had when it was archived. */
export async function restorePost(ctx: ServiceContext, id: number): Promise<BlogPost> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findPost(trx, ctx.config.siteUrl, id);
    if (!before) throw new NotFoundError('Blog post', id);
    const restored = await restorePostRow(trx, id, now);
    if (restored === null) throw new ConflictError('The post is not archived.', 'post_not_archived');
    if (restored === 'published') await bumpContentVersion(trx, now, ctx);
    const after = (await findPost(trx, ctx.config.siteUrl, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_post.restore', recordType: 'blog_post', recordId: id, changes: changedFields(before, after, POST_AUDITED) });
    return after;
  });
}

function prepareCategory(input: CategoryInput) {
  const name = cleanLine(input.name);
  if (name === '') throw ValidationError.field('name', 'must contain visible text');
  const description = input.description == null ? '' : cleanText(input.description);
  return { name, description: description === '' ? null : description, sortOrder: input.sortOrder ?? 0 };
}

function categorySlugTaken(slug: string): ConflictError {
  return new ConflictError(`The slug "${slug}" is already used by another category.`, 'slug_taken', { slug });
}

export async function createCategory(ctx: ServiceContext, input: CategoryInput): Promise<Category> {
  const fields = prepareCategory(input);
  const now = nowIso(ctx);
  return createUnderFreeSlug(ctx, { base: input.slug ?? slugFromText(fields.name, 'category'), fixed: input.slug !== undefined, like: categorySlugsLike, taken: categorySlugTaken }, async (trx, slug) => {
    const id = await insertCategory(trx, { ...fields, slug }, now);
    await bumpContentVersion(trx, now, ctx);
    const created = (await findCategory(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_category.create', recordType: 'blog_category', recordId: id, changes: changedFields(null, created, CATEGORY_AUDITED) });
    return created;
  });
}

export async function updateCategory(ctx: ServiceContext, id: number, input: CategoryInput): Promise<Category> {
  const fields = prepareCategory(input);
  const now = nowIso(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findCategory(trx, id);
      if (!before) throw new NotFoundError('Category', id);
      await updateCategoryRow(trx, id, { ...fields, slug: input.slug ?? before.slug }, now);
      await bumpContentVersion(trx, now, ctx);
      const after = (await findCategory(trx, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_category.update', recordType: 'blog_category', recordId: id, changes: changedFields(before, after, CATEGORY_AUDITED) });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw categorySlugTaken(input.slug ?? '');
    throw error;
  }
}

/** Refused while any post (archived ones included) uses the category: the foreign key restricts it. */
export async function deleteCategory(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await findCategory(trx, id);
      if (!before || !(await deleteCategoryRow(trx, id))) throw new NotFoundError('Category', id);
      await bumpContentVersion(trx, now, ctx);
      await recordAudit(trx, ctx.actor, { at: now, operation: 'blog_category.delete', recordType: 'blog_category', recordId: id, changes: changedFields(before, null, CATEGORY_AUDITED) });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const postCount = await countPostsInCategory(ctx.db, id);
    throw new ConflictError(`The category is used by ${postCount} post(s); move them first.`, 'category_in_use', { postCount });
  }
}

/**
 * What a save would keep of a post's content, without saving: the editor's preview shows exactly
 * the HTML the sanitizer lets through (the server stays the authority on what a post may hold).
 */
export function previewPost(input: { content: string; excerpt?: string | null }): { content: string; summary: string; changed: boolean } {
  const content = sanitizePostHtml(input.content);
  return { content, summary: summarize(nullableText(input.excerpt), content, ''), changed: content !== input.content.trim() };
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export async function getPost(ctx: ServiceContext, id: number): Promise<BlogPost> {
  const post = await findPost(ctx.db, ctx.config.siteUrl, id);
  if (!post) throw new NotFoundError('Blog post', id);
  return post;
}

/**
 * The published post of a slug, or null. Null, not a 404: the public cache keeps the miss for the
 * content version like any answer, and `sendPublicRead` raises the 404 it is given for it.
 */
export function findPublishedPost(ctx: ServiceContext, slug: string, now: string): Promise<BlogPost | null> {
  return findPublishedPostBySlug(ctx.db, ctx.config.siteUrl, slug, now);
}

export function listPosts(ctx: ServiceContext, filter: AdminFilter): Promise<Page<BlogPostSummary>> {
  return listAdminPage(ctx.db, ctx.dialect, ctx.config.siteUrl, filter, nowIso(ctx));
}

export function listAllPosts(ctx: ServiceContext, limit: number): Promise<{ items: BlogPostSummary[]; totalCount: number }> {
  return listAllPostRows(ctx.db, ctx.config.siteUrl, limit);
}

export function listArchivedPosts(ctx: ServiceContext, page: PageRequest): Promise<Page<BlogPostSummary>> {
  return listArchivedPage(ctx.db, ctx.config.siteUrl, page);
}

/**
 * The public listing's page. `category` (a slug) and `categoryId` narrow it; both given and
 * disagreeing, or an unknown slug, match nothing (an empty page, not a 404).
 */
export async function listPublishedPage(
  ctx: ServiceContext,
  query: PageRequest & { categoryId?: number; category?: string },
  signal?: AbortSignal,
): Promise<Page<PublishedPostSummary>> {
  const { page, pageSize, category } = query;
  let categoryId = query.categoryId;
  if (category !== undefined) {
    const found = await findCategoryIdBySlug(ctx.db, category);
    if (found === null || (categoryId !== undefined && categoryId !== found)) return { items: [], page, pageSize, totalCount: 0, totalPages: 0 };
    categoryId = found;
  }
  return listPublishedPosts(ctx, { page, pageSize, categoryId }, signal);
}

export async function getCategory(ctx: ServiceContext, id: number): Promise<Category> {
  const category = await findCategory(ctx.db, id);
  if (!category) throw new NotFoundError('Category', id);
  return category;
}

export function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return listCategoryRows(ctx.db);
}
