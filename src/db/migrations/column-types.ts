/*
 * Frozen: every migration depends on these exact definitions. Never change what an existing
 * helper produces (that would silently rewrite history for new databases); add a new helper instead.
 */
import { PostgresAdapter, type ColumnDataType, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface ColumnTypes {
  /** An instant: timestamptz on PostgreSQL, ISO 8601 UTC text on SQLite. */
  instant: ColumnDataType;
  /** A calendar date: date on PostgreSQL, YYYY-MM-DD text on SQLite. */
  date: ColumnDataType;
  /** SQLite keeps 0/1 in a column declared BOOLEAN; the driver adapter reads it back as true/false. */
  boolean: ColumnDataType;
  /** Free JSON: jsonb on PostgreSQL, text on SQLite. */
  json: ColumnDataType;
  /** Money in integer minor units (cents): exact sums on both databases. */
  money: ColumnDataType;
  /** Ids of rows in tables whose id comes from idColumn. */
  reference: ColumnDataType;
}

export function columnTypes(db: AnyDb): ColumnTypes {
  const pg = isPostgres(db);
  return {
    instant: pg ? 'timestamptz' : 'text',
    date: pg ? 'date' : 'text',
    boolean: 'boolean',
    json: pg ? 'jsonb' : 'text',
    money: 'bigint',
    reference: 'integer',
  };
}

/** An integer primary key named id that the database assigns and never reuses. */
export function withIdColumn<T extends string>(
  db: AnyDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** The same, as bigint on PostgreSQL, for tables expected to pass two billion rows. */
export function withBigIdColumn<T extends string>(
  db: AnyDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
