import { columnTypes, type AnyDb } from './column-types.js';

/*
 * Client reminders: a client opts in (remind_by_email), and each reminder sent is recorded against
 * its deadline (kind, record and due date) and the days-before step, inserted in the transaction
 * that queues the mail: a restart or a second instance finds it and never sends it again. A due
 * date moved later is a new deadline and is reminded again.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('clients').addColumn('remind_by_email', t.boolean, (col) => col.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('deadline_reminders')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('record_id', t.reference, (col) => col.notNull())
    .addColumn('due_date', t.date, (col) => col.notNull())
    .addColumn('days_before', 'integer', (col) => col.notNull())
    .addColumn('sent_at', t.instant, (col) => col.notNull())
    .addPrimaryKeyConstraint('deadline_reminders_pk', ['kind', 'record_id', 'due_date', 'days_before'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deadline_reminders').execute();
  await db.schema.alterTable('clients').dropColumn('remind_by_email').execute();
}
