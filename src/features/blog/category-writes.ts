import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import {
  categorySlugsLike,
  countPostsInCategory,
  deleteCategoryRow,
  findCategory,
  findCategorySlug,
  insertCategory,
  updateCategoryRow,
} from './categories-repository.js';
import { cleanLine, cleanText } from './content.js';
import { bumpFeedVersion } from './repository.js';
import type { Category, CategoryInput } from './schemas.js';
import { firstFreeSlug, slugFromText } from './slugs.js';

const SLUG_ATTEMPTS = 5;

function prepare(input: CategoryInput) {
  const name = cleanLine(input.name);
  if (name === '') throw ValidationError.field('name', 'must contain visible text');
  const description = input.description == null ? '' : cleanText(input.description);
  return { name, description: description === '' ? null : description, sortOrder: input.sortOrder ?? 0 };
}

function slugTaken(slug: string): ConflictError {
  return new ConflictError(`The slug "${slug}" is already used by another category.`, 'slug_taken', { slug });
}

export async function createCategory(app: App, input: CategoryInput): Promise<Category> {
  const fields = prepare(input);
  const now = app.clock.now().toISOString();
  const base = input.slug ?? slugFromText(fields.name, 'category');
  for (let attempt = 1; ; attempt++) {
    let slug = base;
    try {
      return await app.db.transaction().execute(async (trx) => {
        if (input.slug === undefined) slug = firstFreeSlug(base, await categorySlugsLike(trx, base));
        const id = await insertCategory(trx, { ...fields, slug }, now);
        await bumpFeedVersion(trx, now);
        return (await findCategory(trx, id))!;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug !== undefined || attempt >= SLUG_ATTEMPTS) throw slugTaken(slug);
    }
  }
}

export async function updateCategory(app: App, id: number, input: CategoryInput): Promise<Category> {
  const fields = prepare(input);
  const now = app.clock.now().toISOString();
  try {
    return await app.db.transaction().execute(async (trx) => {
      const currentSlug = await findCategorySlug(trx, id);
      if (currentSlug === null) throw new NotFoundError('Category', id);
      await updateCategoryRow(trx, id, { ...fields, slug: input.slug ?? currentSlug }, now);
      await bumpFeedVersion(trx, now);
      return (await findCategory(trx, id))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug ?? '');
    throw error;
  }
}

/** Refused while any post (archived ones included) uses the category: the foreign key restricts it. */
export async function deleteCategory(app: App, id: number): Promise<void> {
  const now = app.clock.now().toISOString();
  try {
    await app.db.transaction().execute(async (trx) => {
      if (!(await deleteCategoryRow(trx, id))) throw new NotFoundError('Category', id);
      await bumpFeedVersion(trx, now);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const postCount = await countPostsInCategory(app.db, id);
    throw new ConflictError(`The category is used by ${postCount} post(s); move them first.`, 'category_in_use', { postCount });
  }
}
