/*
 * Text anywhere in a column, through the trigram indexes of migration 0026 where they help.
 * PostgreSQL's planner weighs pg_trgm's index against reading the rows by itself, from its
 * statistics. SQLite's cannot: given `id in (rows of the FTS5 table)` it always starts from those
 * rows, which is right for a text few rows hold and three to eight times slower than reading the
 * rows for a text most of them hold (the newest page of 100,000 log entries that all say "failed
 * with status": 27 ms read in time order, 220 ms from the index). So a search is planned first:
 * the FTS5 table is asked for at most CANDIDATES_AT_MOST + 1 rows, which is quick both ways (it
 * stops early on a common text), and the statements then test those rows' ids, or read the rows
 * as before when there are more (bench/README.md, "Text search").
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from './database.js';
import { containsTextInAny } from './sql-helpers.js';

/** The FTS5 tables of migration 0026, by the table they index (rowid = its id). */
export type TrigramIndex = 'clients_text' | 'client_logs_text';

/**
 * Past this many rows holding a text's trigrams, reading the rows in list order is the quicker way.
 * Deleted clients count too: an FTS5 table over another table's content indexes all its rows (its
 * rebuild and integrity check read them all), where PostgreSQL's index leaves them out.
 */
const CANDIDATES_AT_MOST = 2_000;

/** The most trigrams of one text looked up: each costs a read of the rows holding it. */
const LOOKED_UP = 6;

/** A planned search: the text, and on SQLite the only rows that can hold it when the index found few. */
export interface TextSearch {
  text: string;
  candidates?: number[];
}

/** Plans a search for `text` in the table of `index` (undefined when no text is given). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function planTextSearch(db: Kysely<any>, dialect: Dialect, index: TrigramIndex, text: string | undefined): Promise<TextSearch | undefined> {
  if (text === undefined || text === '') return undefined;
  // FTS5 ends a quoted string at a NUL; the API refuses control characters before this.
  if (dialect === 'postgres' || [...text].length < 3 || text.includes('\0')) return { text };
  const table = sql.table(index);
  const { rows } = await sql<{ id: number }>`select rowid as id from ${table} where ${table} match ${trigramLookup(text)} limit ${CANDIDATES_AT_MOST + 1}`.execute(db);
  return rows.length > CANDIDATES_AT_MOST ? { text } : { text, candidates: rows.map((row) => row.id) };
}

/**
 * "Any of the columns contains the text", as `containsTextInAny` answers it; with candidates, only
 * among those rows. The candidates hold trigrams covering the text with every script's case
 * folded, a superset of the rows LIKE finds with its ASCII-only folding, and LIKE decides.
 */
export function containsPlannedText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  dialect: Dialect,
  rowid: Expression<unknown>,
  columns: Expression<unknown>[],
  search: TextSearch,
): Expression<SqlBool> {
  const scan = containsTextInAny(eb, dialect, columns, search.text);
  if (!search.candidates) return scan;
  return eb.and([sql<SqlBool>`${rowid} in (select value from json_each(${JSON.stringify(search.candidates)}))`, scan]);
}

/**
 * An FTS5 query for the rows holding trigrams that together cover the text: every third one and
 * the last (at most LOOKED_UP, evenly spaced, for a longer text). Not the whole text as a phrase:
 * FTS5 reads the rows of every trigram of a phrase and compares their positions, so a long or
 * common text (a pasted message of 200 characters) cost up to 50 times the scan it replaces. A
 * cover keeps the rare parts of a text, which make the lookup quick.
 */
export function trigramLookup(text: string): string {
  const chars = [...text];
  const trigrams = Array.from({ length: chars.length - 2 }, (_, i) => chars.slice(i, i + 3).join(''));
  const starts = trigrams.flatMap((_, i) => (i % 3 === 0 || i === trigrams.length - 1 ? [i] : []));
  const spaced = starts.length <= LOOKED_UP ? starts : Array.from({ length: LOOKED_UP }, (_, j) => starts[Math.round((j * (starts.length - 1)) / (LOOKED_UP - 1))]!);
  return [...new Set(spaced.map((i) => trigrams[i]!))].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}
