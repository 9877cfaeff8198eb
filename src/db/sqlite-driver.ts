import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite cannot bind booleans and hands back 0/1, while PostgreSQL speaks real booleans. This
 * adapter sits between Kysely and better-sqlite3 so repositories see the same values on both:
 * booleans are bound as 0/1, and columns declared BOOLEAN come back as true/false.
 * It also keeps prepared statements, which Kysely would otherwise re-prepare on every query.
 */
export function openSqlite(file: string): { database: SqliteDatabase; raw: BetterSqlite3.Database } {
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');

  const cache = new Map<string, { statement: Statement; booleanColumns: string[] }>();

  function prepared(sql: string) {
    const hit = cache.get(sql);
    if (hit) {
      // Refresh recency so the map's insertion order works as an LRU.
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const statement = raw.prepare(sql) as Statement;
    const booleanColumns = statement.reader
      ? statement
          .columns()
          .filter((column) => column.type?.toUpperCase() === 'BOOLEAN')
          .map((column) => column.name)
      : [];
    const entry = { statement, booleanColumns };
    cache.set(sql, entry);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return entry;
  }

  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const { statement, booleanColumns } = prepared(sql);
      const toBooleans = (row: unknown) => {
        const record = row as Record<string, unknown>;
        for (const name of booleanColumns) {
          const value = record[name];
          if (value !== null && value !== undefined) record[name] = value === 1 || value === true;
        }
        return record;
      };
      return {
        reader: statement.reader,
        all: (parameters) => {
          const rows = statement.all(...bindable(parameters));
          return booleanColumns.length === 0 ? rows : rows.map(toBooleans);
        },
        run: (parameters) => statement.run(...bindable(parameters)),
        // A streaming iterator holds its statement busy, so it gets a statement of its own.
        iterate: (parameters) => {
          const own = raw.prepare(sql) as Statement;
          const rows = own.iterate(...bindable(parameters));
          return (function* () {
            for (const row of rows) yield booleanColumns.length === 0 ? row : toBooleans(row);
          })();
        },
      };
    },
  };
  return { database, raw };
}

function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}
