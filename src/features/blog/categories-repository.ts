import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Category } from './schemas.js';

type Db = Kysely<Database>;

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

function toCategory(row: {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  sort_order: number;
  post_count: number | null;
  created_at: string;
  updated_at: string;
}): Category {
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

export interface CategoryRow {
  name: string;
  slug: string;
  description: string | null;
  sortOrder: number;
}

export async function insertCategory(db: Db, row: CategoryRow, now: string): Promise<number> {
  const inserted = await db
    .insertInto('blog_categories')
    .values({ name: row.name, slug: row.slug, description: row.description, sort_order: row.sortOrder, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCategoryRow(db: Db, id: number, row: CategoryRow, now: string): Promise<void> {
  await db
    .updateTable('blog_categories')
    .set({ name: row.name, slug: row.slug, description: row.description, sort_order: row.sortOrder, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes the category; false when it did not exist. Throws a foreign-key violation while posts use it. */
export async function deleteCategoryRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countPostsInCategory(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
