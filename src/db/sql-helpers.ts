/*
 * Every SQL difference between the two dialects lives here: text search, calendar-date and
 * instant parts, and JSON columns. Repositories call these instead of writing per-dialect SQL.
 */
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './database.js';

/** Escapes LIKE wildcards so user text matches literally (the pattern uses \ as its escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Case-insensitive "column contains text" on both dialects: ILIKE on PostgreSQL, LIKE on SQLite
 * (case-insensitive for ASCII there). Wildcards in the text match literally.
 */
export function containsText(dialect: Dialect, column: Expression<unknown>, text: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(text)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/** Matches text in any of several columns. */
export function containsTextInAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  dialect: Dialect,
  columns: Expression<unknown>[],
  text: string,
): Expression<SqlBool> {
  return eb.or(columns.map((column) => containsText(dialect, column, text)));
}

/** The UTC calendar day of an instant column (timestamptz on PostgreSQL, ISO 8601 UTC text on SQLite), as 'YYYY-MM-DD'. */
export function utcDayOfInstant(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/**
 * JSON columns (jsonb on PostgreSQL, text on SQLite). Written as JSON text on both (PostgreSQL
 * casts the parameter); read back parsed on PostgreSQL and as text on SQLite, so reads go
 * through `readJson`.
 */
export function writeJson(value: unknown): string {
  return JSON.stringify(value);
}

export function writeNullableJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export function readJson<T>(value: T | string): T;
export function readJson<T>(value: T | string | null): T | null;
export function readJson<T>(value: T | string | null): T | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The words of a search text as both text-search indexes cut them: runs of letters and digits. */
export function searchTerms(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * search_index entries holding every term as the start of a word ("kim mi" finds "Kim Minjun"):
 * FTS5 prefix queries on SQLite, to_tsquery prefixes (`term:*`) on PostgreSQL. The terms are
 * letters and digits only (searchTerms), so they cannot carry query syntax. `rank` sorts best first.
 */
export function fullTextMatch(dialect: Dialect, terms: string[]): { where: RawBuilder<SqlBool>; rank: RawBuilder<number> } {
  if (dialect === 'postgres') {
    const query = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
    return { where: sql<SqlBool>`document @@ ${query}`, rank: sql<number>`-ts_rank(document, ${query})` };
  }
  return { where: sql<SqlBool>`search_index match ${terms.map((term) => `"${term}"*`).join(' ')}`, rank: sql<number>`rank` };
}
