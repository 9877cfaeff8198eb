import { columnTypes, type AnyDb } from './column-types.js';

/*
 * The staff digest: an optional assignee on schedules and filings (a user leaving keeps the record:
 * the assignee becomes null), and mail_runs, one row per scheduled mailing and day, taken in the
 * transaction that queues that day's mail, so it goes out once however many instances run it.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  for (const table of ['tax_filing_schedules', 'tax_filings']) {
    await db.schema.alterTable(table).addColumn('assignee_user_id', t.reference, (col) => col.references('users.id').onDelete('set null')).execute();
    await db.schema.createIndex(`${table}_assignee_idx`).on(table).column('assignee_user_id').execute();
  }
  await db.schema
    .createTable('mail_runs')
    .addColumn('mailing', 'text', (col) => col.notNull())
    .addColumn('day', t.date, (col) => col.notNull())
    .addColumn('ran_at', t.instant, (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_runs_pk', ['mailing', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_runs').execute();
  for (const table of ['tax_filings', 'tax_filing_schedules']) {
    await db.schema.dropIndex(`${table}_assignee_idx`).execute();
    await db.schema.alterTable(table).dropColumn('assignee_user_id').execute();
  }
}
