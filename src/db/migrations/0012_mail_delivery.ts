import { sql } from 'kysely';
import { columnTypes, type AnyDb } from './column-types.js';

/*
 * The outbox becomes a delivery queue: each message has a status (pending, sent, failed), the
 * instant its next attempt is due, and a lease that one worker holds while sending it, so several
 * instances on one database never send a message twice. An HTML alternative may travel with the text.
 * Messages already sent keep status sent; the others wait for their first attempt.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('outbox_emails').addColumn('body_html', 'text').execute();
  await db.schema.alterTable('outbox_emails').addColumn('status', 'text', (col) => col.notNull().defaultTo('pending')).execute();
  await db.schema.alterTable('outbox_emails').addColumn('next_attempt_at', t.instant).execute();
  await db.schema.alterTable('outbox_emails').addColumn('lease_until', t.instant).execute();
  await sql`update outbox_emails set status = 'sent' where sent_at is not null`.execute(db);
  await sql`update outbox_emails set next_attempt_at = created_at where sent_at is null`.execute(db);
  await db.schema.createIndex('outbox_emails_due_idx').on('outbox_emails').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('outbox_emails_due_idx').execute();
  for (const column of ['lease_until', 'next_attempt_at', 'status', 'body_html']) {
    await db.schema.alterTable('outbox_emails').dropColumn(column).execute();
  }
}
