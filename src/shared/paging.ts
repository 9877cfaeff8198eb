import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { slot, type CompiledStatements } from '../db/compiled-statements.js';

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

/** One owner's list for pageOfFew: whose rows, and the query that reads them. */
export interface OwnedList<O> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the helper only runs the list's own query
  db: Kysely<any>;
  /** Where the page's statement is kept compiled (app.statements); absent, it is built on every call. */
  statements?: CompiledStatements | undefined;
  /** The kept statement's name: one per query shape. */
  key: string;
  owner: number;
  query: OwnedQuery<O>;
}

/** A list's filtered, selected and ordered query for an owner (a slot when it is compiled to be kept). */
export type OwnedQuery<O> = (owner: number) => AnySelect<O>;

/**
 * pageOf for lists of one owner's few rows (a portal client's deadlines, filings, engagements and
 * invoices: tens): one statement, the page with the count of all its rows beside each row
 * (`count(*) over ()`). For tens of rows the database reads them all for the order anyway, so the
 * count is nearly free, where a second statement cost as much as the page (issue 32's performance;
 * on PostgreSQL a round trip). Only a page past the end, which has no row to carry the count,
 * counts on its own. The page's statement is compiled once where `statements` keeps it.
 */
export async function pageOfFew<O, T>(list: OwnedList<O>, request: PageRequest, map: (row: O) => T): Promise<Page<T>> {
  const offset = (request.page - 1) * request.pageSize;
  const page = (owner: number, limit: number, skip: number) =>
    list
      .query(owner)
      .select(sql<number | string>`count(*) over ()`.as(FULL_COUNT))
      .limit(limit)
      .offset(skip);
  const rows = list.statements
    ? (await list.db.executeQuery(list.statements.bound(list.key, () => page(slot('owner'), slot('limit'), slot('offset')), { owner: list.owner, limit: request.pageSize, offset }))).rows
    : await page(list.owner, request.pageSize, offset).execute();
  const first = rows[0];
  const totalCount = first ? Number(first[FULL_COUNT]) : offset === 0 ? 0 : await countRows(list.query(list.owner));
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
