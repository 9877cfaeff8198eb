import { columnTypes, type AnyDb } from './column-types.js';

/*
 * When an entry's invoice was last issued (mailed to the client, issue 34.6), so staff see that
 * it went out and when without reading the audit log (which keeps every issue). Null until issued.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('revenue_entries').addColumn('invoice_issued_at', t.instant).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('revenue_entries').dropColumn('invoice_issued_at').execute();
}
