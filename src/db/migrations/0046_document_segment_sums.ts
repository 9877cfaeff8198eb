import { isPostgres, type AnyDb } from './column-types.js';

/*
 * Segment sums of documents stored in the clear (issue 33, performance): the SHA-256 of each
 * 256 KiB segment, 32 bytes each in order, so a download checks each segment before sending it
 * in one read instead of hashing the whole file first. Null for encrypted files (AES-GCM checks
 * their segments) and for files stored before this column: those are checked whole, as before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('segment_sums', isPostgres(db) ? 'bytea' : 'blob')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('segment_sums').execute();
}
