/*
 * A list's optional filters, written as data: each condition applies only when the request gave
 * its value, so a list function states which columns it filters on and nothing else.
 */
import type { ComparisonOperatorExpression, SelectQueryBuilder, StringReference } from 'kysely';
import type { Dialect } from './database.js';
import { containsTextInAny } from './sql-helpers.js';
import { containsPlannedText, type TextSearch } from './text-search.js';

/** `[column, operator, value]`: the condition holds when the value is not given. */
export type Condition<DB, TB extends keyof DB> = readonly [StringReference<DB, TB>, ComparisonOperatorExpression, unknown];

/** Not given: absent from the request, or an empty string. */
function given(value: unknown): boolean {
  return value !== undefined && value !== '';
}

/** The query with each condition whose value is given (false and 0 are given). */
export function whereGiven<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, conditions: readonly Condition<DB, TB>[]): SelectQueryBuilder<DB, TB, O> {
  let filtered = query;
  for (const [column, operator, value] of conditions) {
    if (given(value)) filtered = filtered.where(column, operator, value as never);
  }
  return filtered;
}

/** The query limited to rows where any of the columns contains the text (case-insensitive), when a text is given. */
export function whereContains<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: Dialect,
  columns: readonly StringReference<DB, TB>[],
  text: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (text === undefined || !given(text)) return query;
  return query.where((eb) => containsTextInAny(eb, dialect, columns.map((column) => eb.ref(column)), text));
}

/** `whereContains` for a search planned by `planTextSearch`; `rowid` is the id of the table it planned for. */
export function wherePlannedText<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: Dialect,
  rowid: StringReference<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  search: TextSearch | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (!search) return query;
  return query.where((eb) => containsPlannedText(eb, dialect, eb.ref(rowid), columns.map((column) => eb.ref(column)), search));
}
