/**
 * The one writer of `documents` rows (issue 33): an upload of the portal or of staff (the documents
 * group) and a file the firm generates (issue 34's letters and invoices, storeGeneratedDocument)
 * insert and remove their rows here, so every path records the same columns and takes the same
 * lock on the blob. Features may not import each other, hence src/shared.
 *
 * The blob lock: the bytes of a document stored in the clear are shared by every row with the same
 * content (content-addressed), so a delete removes them only once no row names them. The insert
 * that names a blob and the delete that counts its rows take the same lock, per blob key, until
 * their transaction ends: on PostgreSQL a transaction-scoped advisory lock, on SQLite the single
 * write transaction (one at a time per database). So a delete never removes bytes that an insert
 * committing beside it has just started to name.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { DocumentOrigin, DocumentUploader } from '../../db/tables/documents.js';
import { insertRecord } from '../../db/records.js';

type Db = Kysely<Database>;

/** A document's bytes and whose they are: what its row stores and what serving them reads back. */
export interface DocumentFile {
  clientId: number;
  requestId: number | null;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  blobKey: string;
  encryption: { keyId: string; wrappedKey: string } | null;
  segmentSums: Buffer | null;
  visibleToClient: boolean;
}

export interface NewDocumentRow extends DocumentFile {
  scan: 'clean' | 'unscanned';
  origin: DocumentOrigin;
  uploader: DocumentUploader;
  uploadedBy: number | null;
}

/** Holds the blob key until the transaction ends (see the file's comment); a no-op on SQLite. */
export async function lockBlob(trx: Db, dialect: Dialect, blobKey: string): Promise<void> {
  if (dialect !== 'postgres') return;
  // The key's first 15 hex digits (60 bits) as the lock's bigint: a collision only serialises two writes.
  await sql`select pg_advisory_xact_lock(${BigInt(`0x${blobKey.slice(0, 15)}`).toString()}::bigint)`.execute(trx);
}

export async function insertDocumentRow(trx: Db, row: NewDocumentRow, now: string): Promise<number> {
  return insertRecord(trx, 'documents', {
    client_id: row.clientId,
    request_id: row.requestId,
    file_name: row.fileName,
    media_type: row.mediaType,
    size: row.size,
    sha256: row.sha256,
    blob_key: row.blobKey,
    encryption_key_id: row.encryption?.keyId ?? null,
    wrapped_key: row.encryption?.wrappedKey ?? null,
    segment_sums: row.segmentSums,
    scan: row.scan,
    visible_to_client: row.visibleToClient,
    origin: row.origin,
    uploader: row.uploader,
    uploaded_by: row.uploadedBy,
    created_at: now,
  });
}

/** Removes the row; answers the blob key it named, or null when there was no such row. */
export async function deleteDocumentRow(trx: Db, id: number): Promise<string | null> {
  const row = await trx.deleteFrom('documents').where('id', '=', id).returning('blob_key').executeTakeFirst();
  return row?.blob_key ?? null;
}

/** Whether any row still names the blob (documents_blob_idx). */
export async function blobIsReferenced(db: Db, blobKey: string): Promise<boolean> {
  const row = await db.selectFrom('documents').select('id').where('blob_key', '=', blobKey).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * File names are kept for display only: the last segment of any path (either slash), control
 * characters (CR, LF, NUL...) and bidirectional overrides dropped, white space collapsed, at most
 * 200 characters (the extension kept when cutting), and a fallback when nothing is left.
 */
export function displayFileName(raw: string | undefined, fallback: string): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  if (name === '' || name === '.' || name === '..') name = fallback;
  const chars = [...name];
  if (chars.length > 200) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : '';
    name = chars.slice(0, 200 - [...extension].length).join('').trimEnd() + extension;
  }
  return name;
}
