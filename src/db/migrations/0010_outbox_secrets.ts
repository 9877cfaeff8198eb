import { sql } from 'kysely';
import { columnTypes, type AnyDb } from './column-types.js';

/*
 * A message that carries a secret (a password-reset link) gets a discard_at: it is deleted once
 * sent, and a periodic job deletes it at that moment whether sent or not. Messages written before
 * this migration carried reset links in clear with no such limit; they are removed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('discard_at', columnTypes(db).instant).execute();
  await db.schema.createIndex('outbox_emails_discard_idx').on('outbox_emails').column('discard_at').execute();
  await sql`delete from outbox_emails where body_text like ${'%token=%'}`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('outbox_emails_discard_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('discard_at').execute();
}
