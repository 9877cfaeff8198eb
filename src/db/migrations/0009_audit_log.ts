import { sql } from 'kysely';
import { columnTypes, isPostgres, withBigIdColumn, type AnyDb } from './column-types.js';

/*
 * The audit trail: one row per state-changing operation, written in the transaction of the change.
 * Rows are never updated: a trigger refuses it on both dialects. Only the retention purge deletes.
 * No foreign key to users, so an entry outlives whatever later happens to the account.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withBigIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('occurred_at', t.instant, (col) => col.notNull())
    .addColumn('user_id', t.reference)
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('operation', 'text', (col) => col.notNull())
    .addColumn('record_type', 'text')
    .addColumn('record_id', 'text')
    .addColumn('changes', t.json)
    .execute();
  // Newest first, alone or after each filter; from/to ranges read the same indexes.
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['occurred_at', 'id']).execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'occurred_at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_record_idx')
    .on('audit_log')
    .columns(['record_type', 'record_id', 'occurred_at', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_operation_idx').on('audit_log').columns(['operation', 'occurred_at', 'id']).execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function if exists audit_log_append_only()`.execute(db);
}
