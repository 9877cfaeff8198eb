import { columnTypes, type AnyDb } from './column-types.js';

/*
 * Bulk reads (an export, a search, a page of the audit trail itself) are attributed in the audit
 * trail too (issue 28.10): who read, with what filter and how many rows. They change no field, so
 * they have their own column beside `changes`: JSON { filter, rows, complete }, null for changes.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('bulk_read', columnTypes(db).json).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('bulk_read').execute();
}
