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

/** Counts the rows a filtered query would return, ignoring its selection and order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function countRows(query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * One page, computed in SQL: `rows` receives LIMIT and OFFSET. Both queries run concurrently
 * (on PostgreSQL, on two connections).
 */
export async function paginate<T>(
  request: PageRequest,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [totalCount, items] = await Promise.all([count(), rows(request.pageSize, (request.page - 1) * request.pageSize)]);
  return {
    items,
    page: request.page,
    pageSize: request.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / request.pageSize),
  };
}
