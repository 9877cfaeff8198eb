import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { FaqsTable } from '../../db/tables/office.js';
import { camelized, columnsFrom, type Camelized } from '../../db/rows.js';
import { deleteRecord } from '../../db/records.js';
import { whereContains, whereGiven } from '../../db/filters.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

const columns = ['id', 'question', 'answer', 'category', 'sort_order', 'is_published', 'created_at', 'updated_at'] as const;

export type Faq = Camelized<Selectable<FaqsTable>>;

/** What a write sets. */
const written = ['question', 'answer', 'category', 'sortOrder', 'isPublished'] as const;
export type FaqInput = Pick<Faq, (typeof written)[number]>;

export async function findFaq(db: Db, id: number): Promise<Faq | null> {
  const row = await db.selectFrom('faqs').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function listFaqPage(
  db: Db,
  dialect: Dialect,
  filter: PageRequest & { search?: string; category?: string; isPublished?: boolean },
): Promise<Page<Faq>> {
  const filtered = whereGiven(db.selectFrom('faqs'), [
    ['category', '=', filter.category],
    ['is_published', '=', filter.isPublished],
  ]);
  const base = whereContains(filtered, dialect, ['question', 'answer'], filter.search);
  return pageOf(base.select(columns).orderBy('sort_order').orderBy('id'), filter, camelized);
}

export async function insertFaq(db: Db, input: FaqInput, now: string): Promise<Faq> {
  const row = await db
    .insertInto('faqs')
    .values({ ...columnsFrom(input, written), created_at: now, updated_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return camelized(row);
}

/** Null when there is no such entry. */
export async function updateFaq(db: Db, id: number, input: FaqInput, now: string): Promise<Faq | null> {
  const row = await db
    .updateTable('faqs')
    .set({ ...columnsFrom(input, written), updated_at: now })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function deleteFaq(db: Db, id: number): Promise<boolean> {
  return deleteRecord(db, 'faqs', id);
}

/** Every entry in list order (sortOrder, then id): what a reorder is checked against and answers. */
export async function listFaqsInOrder(db: Db): Promise<Faq[]> {
  const rows = await db.selectFrom('faqs').select(columns).orderBy('sort_order').orderBy('id').execute();
  return rows.map(camelized);
}

/** Sets the sort order of each listed entry in one statement (the cast types the parameters for PostgreSQL). */
export async function setFaqSortOrders(db: Db, orders: ReadonlyArray<{ id: number; sortOrder: number }>, now: string): Promise<void> {
  if (orders.length === 0) return;
  const cases = sql.join(orders.map(({ id, sortOrder }) => sql`when ${id} then cast(${sortOrder} as integer)`), sql` `);
  await db
    .updateTable('faqs')
    .set({ sort_order: sql<number>`case id ${cases} end`, updated_at: now })
    .where('id', 'in', orders.map(({ id }) => id))
    .execute();
}
