import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

// Kysely's builder types carry the whole schema; a helper that only adds count/limit/offset
// cannot name them more precisely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect<O> = SelectQueryBuilder<any, any, O>;

/** Counts the rows a filtered query would return, ignoring its selection and order. */
export async function countRows(query: AnySelect<unknown>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * One page of a filtered, selected and ordered query, computed in SQL: the count runs on the
 * same query without its selection and order, the page with LIMIT and OFFSET; `map` turns each
 * row into the API's shape. Both queries run concurrently (on PostgreSQL, on two connections).
 * Not for grouped queries (the count would count groups per row). `count`, when given, answers the
 * count instead (a count kept on write, where counting the rows would read all of them).
 */
export async function pageOf<O, T>(
  query: AnySelect<O>,
  request: PageRequest,
  map: (row: O) => T,
  count: () => Promise<number> = () => countRows(query),
): Promise<Page<T>> {
  const offset = (request.page - 1) * request.pageSize;
  const [totalCount, rows] = await Promise.all([count(), query.limit(request.pageSize).offset(offset).execute()]);
  return pageFrom(request, totalCount, rows.map(map));
}

/** The window count's column in pageOfFew: a name no table has. */
const FULL_COUNT = 'page_full_count';

/**
 * pageOf for lists of one owner's few rows (a portal client's deadlines, filings, engagements and
 * invoices: tens): one statement, the page with the count of all its rows beside each row
 * (`count(*) over ()`). For tens of rows the database reads them all for the order anyway, so the
 * count is nearly free, where a second statement cost as much as the page (issue 32's performance;
 * on PostgreSQL a round trip). Only a page past the end, which has no row to carry the count,
 * counts on its own. `map` gets the row without the count.
 */
export async function pageOfFew<O, T>(query: AnySelect<O>, request: PageRequest, map: (row: O) => T): Promise<Page<T>> {
  const offset = (request.page - 1) * request.pageSize;
  const rows = await query
    .select(sql<number | string>`count(*) over ()`.as(FULL_COUNT))
    .limit(request.pageSize)
    .offset(offset)
    .execute();
  const first = rows[0];
  const totalCount = first ? Number(first[FULL_COUNT]) : offset === 0 ? 0 : await countRows(query);
  return pageFrom(request, totalCount, rows.map(map));
}

/** The page envelope around items computed elsewhere (e.g. grouped in SQL). */
export function pageFrom<T>(request: PageRequest, totalCount: number, items: T[]): Page<T> {
  return {
    items,
    page: request.page,
    pageSize: request.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / request.pageSize),
  };
}
