import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
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
