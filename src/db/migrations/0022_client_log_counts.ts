import { sql } from 'kysely';
import { columnTypes, isPostgres, type AnyDb } from './column-types.js';

/*
 * Client-log entries counted per UTC hour, level and source (client_log_counts) and per level and
 * source over all time (client_log_totals), kept by the client-log service in the transaction of
 * every ingestion and purge, so the list's count reads a row per hour of its range (or a few rows
 * without a range) instead of every entry (bench/README.md, issue 17). An entry without a source is
 * counted under '' (a key column cannot be null, and a source is at least one character). Backfilled
 * here from the entries that exist.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const pg = isPostgres(db);
  const hourly = db.schema
    .createTable('client_log_counts')
    .addColumn('hour', t.instant, (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('entries', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_log_counts_pk', ['hour', 'level', 'source']);
  // On SQLite the key is then the table itself, so a range of hours is summed without a lookup per row.
  await (pg ? hourly : hourly.modifyEnd(sql`without rowid`)).execute();
  const totals = db.schema
    .createTable('client_log_totals')
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('entries', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_log_totals_pk', ['level', 'source']);
  await (pg ? totals : totals.modifyEnd(sql`without rowid`)).execute();

  const hour = pg ? sql`date_trunc('hour', occurred_at at time zone 'UTC') at time zone 'UTC'` : sql`substr(occurred_at, 1, 13) || ':00:00.000Z'`;
  await sql`
    insert into client_log_counts (hour, level, source, entries)
    select ${hour}, level, coalesce(source, ''), count(*) from client_logs group by ${hour}, level, coalesce(source, '')
  `.execute(db);
  await sql`
    insert into client_log_totals (level, source, entries)
    select level, coalesce(source, ''), count(*) from client_logs group by level, coalesce(source, '')
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('client_log_totals').execute();
  await db.schema.dropTable('client_log_counts').execute();
}
