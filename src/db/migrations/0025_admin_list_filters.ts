import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './column-types.js';

/*
 * Filters of the admin lists that had no index in list order (EXPLAIN QUERY PLAN at 100,000 rows,
 * bench/README.md "Admin lists at 100,000 rows"):
 * - clients by status or by type, sorted by creation: SQLite read every client of the status or
 *   type and sorted them in a temporary B-tree (business clients by creation, page 200: 19 ms).
 * - client log entries of a level from one source: the level index had no source (nor the source
 *   index a level), so every entry of the level up to the page was read from the table to test it
 *   (page 200: 21 ms on SQLite). Each index gains the other column after its order columns, where
 *   it is tested without reading the table, whichever of the two the planner takes (SQLite without
 *   statistics takes the source's).
 * A SQLite database analyzed before (sqlite_stat1 present) gets the two tables analyzed again:
 * without figures of their own the planner took the status and creation index for a selective one
 * (10 rows a status, against 77,000 active clients) and sorted the active clients by name in a
 * temporary B-tree (0.13 to 21 ms a page); and fresh figures for the new indexes beside old ones
 * for the others (taken at a tenth of today's rows, say) would mislead it the same way.
 */
const notDeleted = sql<boolean>`deleted_at is null`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('clients_status_created_idx').on('clients').columns(['status', 'created_at', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('clients_type_created_idx').on('clients').columns(['client_type', 'created_at', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('client_logs_level_source_idx').on('client_logs').columns(['level', 'occurred_at', 'id', 'source']).execute();
  await db.schema.dropIndex('client_logs_level_idx').execute();
  await db.schema.createIndex('client_logs_source_level_idx').on('client_logs').columns(['source', 'occurred_at', 'id', 'level']).execute();
  await db.schema.dropIndex('client_logs_source_idx').execute();
  if (!isPostgres(db) && (await analyzed(db))) {
    await sql`analyze clients`.execute(db);
    await sql`analyze client_logs`.execute(db);
  }
}

async function analyzed(db: AnyDb): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  return rows.length > 0;
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('client_logs_source_idx').on('client_logs').columns(['source', 'occurred_at', 'id']).execute();
  await db.schema.dropIndex('client_logs_source_level_idx').execute();
  await db.schema.createIndex('client_logs_level_idx').on('client_logs').columns(['level', 'occurred_at', 'id']).execute();
  await db.schema.dropIndex('client_logs_level_source_idx').execute();
  await db.schema.dropIndex('clients_type_created_idx').execute();
  await db.schema.dropIndex('clients_status_created_idx').execute();
}
