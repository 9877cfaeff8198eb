import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
    .addColumn('display_name', 'text')
    .addColumn('disabled_at', t.instant)
    .addColumn('password_changed_at', t.instant, (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('refresh_tokens'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .addColumn('revoked_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();

  await withIdColumn(db, db.schema.createTable('password_reset_tokens'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();
  await db.schema
    .createIndex('password_reset_tokens_expires_idx')
    .on('password_reset_tokens')
    .column('expires_at')
    .execute();

  await withIdColumn(db, db.schema.createTable('outbox_emails'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('sent_at', t.instant)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_emails_created_idx').on('outbox_emails').column('created_at').execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_reset_idx').on('rate_limit_counters').column('reset_at').execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('last_run_at', t.instant)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'job_leases',
    'rate_limit_counters',
    'outbox_emails',
    'password_reset_tokens',
    'refresh_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
