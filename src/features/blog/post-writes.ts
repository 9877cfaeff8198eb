import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { toInstant } from '../../shared/dates.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { cleanLine, cleanText, sanitizePostHtml, summarize } from './content.js';
import {
  bumpFeedVersion,
  categoryExists,
  findPost,
  findPostState,
  insertPost,
  slugsLike,
  updatePostRow,
  type PostRow,
} from './repository.js';
import type { BlogPost, PostInput } from './schemas.js';
import { firstFreeSlug, RESERVED_SLUGS, slugFromText } from './slugs.js';

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
function prepare(input: CreateInput): Omit<PostRow, 'slug' | 'status' | 'publishedAt'> {
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

function slugTaken(slug: string): ConflictError {
  return new ConflictError(`The slug "${slug}" is already used by another post.`, 'slug_taken', { slug });
}

export async function createPost(app: App, input: CreateInput): Promise<BlogPost> {
  const fields = prepare(input);
  const now = app.clock.now().toISOString();
  const status = input.status ?? 'draft';
  const row = { ...fields, status, publishedAt: publishedAt(status, input.publishedAt, null, now) };
  const base = input.slug ?? slugFromText(fields.title, 'post');
  for (let attempt = 1; ; attempt++) {
    let slug = base;
    try {
      return await app.db.transaction().execute(async (trx) => {
        await assertCategory(trx, row.categoryId);
        if (input.slug === undefined) slug = firstFreeSlug(base, await slugsLike(trx, base));
        const id = await insertPost(trx, { ...row, slug }, now);
        if (row.status === 'published') await bumpFeedVersion(trx, now);
        return (await findPost(trx, app.config.siteUrl, id))!;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw categoryGone(row.categoryId);
      if (!isUniqueViolation(error)) throw error;
      if (input.slug !== undefined || attempt >= SLUG_ATTEMPTS) throw slugTaken(slug);
    }
  }
}

export async function updatePost(app: App, id: number, input: PostInput): Promise<BlogPost> {
  const fields = prepare(input);
  const now = app.clock.now().toISOString();
  try {
    return await app.db.transaction().execute(async (trx) => {
      const current = await findPostState(trx, id);
      if (!current) throw new NotFoundError('Blog post', id);
      const archived = () => new ConflictError('The post is archived; restore it before editing.', 'post_archived');
      if (current.status === 'archived') throw archived();
      await assertCategory(trx, fields.categoryId);
      const row: PostRow = {
        ...fields,
        slug: input.slug ?? current.slug,
        status: input.status,
        publishedAt: publishedAt(input.status, input.publishedAt, current.publishedAt, now),
      };
      if (!(await updatePostRow(trx, id, row, now))) throw archived();
      if (current.status === 'published' || row.status === 'published') await bumpFeedVersion(trx, now);
      return (await findPost(trx, app.config.siteUrl, id))!;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw categoryGone(fields.categoryId);
    if (isUniqueViolation(error)) throw slugTaken(input.slug ?? '');
    throw error;
  }
}
