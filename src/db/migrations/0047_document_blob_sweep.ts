import { columnTypes, type AnyDb } from './column-types.js';

/*
 * The orphan-blob sweep (issue 33, docs/documents.md "Unreferenced bytes"): a blob in the document
 * store that no documents row names is noted here when a sweep first sees it, and removed by a
 * later sweep once it has gone unnamed for the whole grace period, so bytes committed by a
 * transaction still running (an upload in flight) are never taken. Times come from the app's
 * clock, not the store's. A blob named again, or gone, loses its row at the next sweep.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('document_blob_sightings')
    .addColumn('blob_key', 'text', (col) => col.primaryKey())
    .addColumn('first_seen_at', t.instant, (col) => col.notNull())
    .addColumn('last_seen_at', t.instant, (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('document_blob_sightings').execute();
}
