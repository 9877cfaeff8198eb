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

/**
 * The trigram indexes of migration 0026, by the table they index. On PostgreSQL ILIKE uses
 * pg_trgm's index by itself; on SQLite the FTS5 table is asked first, by `containsIndexedText`.
 */
export type TrigramIndex = 'clients_text' | 'client_logs_text';

/**
 * "Any of the columns contains the text", as `containsTextInAny` answers it, found through the
 * table's trigram index where one can find it. On SQLite the index narrows the rows to those
 * holding trigrams that cover the text (`trigramLookup`), with every script's case folded: a
 * superset of the rows LIKE finds, and LIKE then decides as before. Under three characters there
 * is no trigram to look up, and the columns are read as before.
 */
export function containsIndexedText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  dialect: Dialect,
  index: { table: TrigramIndex; rowid: Expression<unknown> },
  columns: Expression<unknown>[],
  text: string,
): Expression<SqlBool> {
  const scan = containsTextInAny(eb, dialect, columns, text);
  // FTS5 ends a quoted string at a NUL; the API refuses control characters before this.
  if (dialect === 'postgres' || [...text].length < 3 || text.includes('\0')) return scan;
  const table = sql.table(index.table);
  return eb.and([sql<SqlBool>`${index.rowid} in (select rowid from ${table} where ${table} match ${trigramLookup(text)})`, scan]);
}

/** The most trigrams of one text looked up: each costs a read of the rows holding it. */
const LOOKED_UP = 6;

/**
 * An FTS5 query for the rows holding trigrams that together cover the text: every third one and
 * the last (at most LOOKED_UP, evenly spaced, for a longer text). Not the whole text as a phrase:
 * FTS5 reads the rows of every trigram of a phrase and compares their positions, so a long or
 * common text (a pasted message of 200 characters) cost up to 50 times the scan it replaces. A
 * cover keeps the rare parts of a text, which make the lookup quick (bench/README.md, "Text
 * search"); LIKE then tests the candidates.
 */
export function trigramLookup(text: string): string {
  const chars = [...text];
  const trigrams = Array.from({ length: chars.length - 2 }, (_, i) => chars.slice(i, i + 3).join(''));
  const starts = trigrams.flatMap((_, i) => (i % 3 === 0 || i === trigrams.length - 1 ? [i] : []));
  const spaced = starts.length <= LOOKED_UP ? starts : Array.from({ length: LOOKED_UP }, (_, j) => starts[Math.round((j * (starts.length - 1)) / (LOOKED_UP - 1))]!);
  return [...new Set(spaced.map((i) => trigrams[i]!))].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
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
