/**
 * The one home of a stored document (issue 33): every path that stores a client's file (an upload
 * of the portal or of staff, a letter or invoice the firm generates) records it here, in the
 * caller's transaction, with the same row, the same blob lock and the same audit entry
 * (document.create); every deletion removes it here (document.delete) and drops its bytes once no
 * row names them. The bytes themselves come from the vault (ctx.documents.ingest), staged: this
 * module commits them inside the transaction that records the row, so a row never names bytes
 * that were not stored. docs/documents.md, "Operations".
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentOrigin, DocumentUploader } from '../../db/tables/documents.js';
import { recordAudit } from '../audit/record.js';
import { nowIso, type ServiceContext } from '../context.js';
import { NotFoundError } from '../errors.js';
import type { IngestedFile } from '../storage/document-vault.js';
import { blobIsReferenced, deleteDocumentRow, insertDocumentRow, lockBlob } from './document-store.js';

type Db = Kysely<Database>;

export interface DocumentPlacement {
  clientId: number;
  requestId: number | null;
  /** Already cleaned for display (displayFileName). */
  fileName: string;
  visibleToClient: boolean;
  origin: DocumentOrigin;
  uploader: DocumentUploader;
}

export interface StoredDocument {
  id: number;
  sha256: string;
  fileName: string;
  mediaType: string;
  size: number;
}

/**
 * Records an ingested file as a document of the client in `trx` and commits its bytes there
 * (audited as document.create). The caller discards `file.staged` if this or its transaction fails.
 */
export async function recordDocumentIn(ctx: ServiceContext, trx: Db, file: IngestedFile, placement: DocumentPlacement): Promise<StoredDocument> {
  const now = nowIso(ctx);
  await lockBlob(trx, ctx.dialect, file.staged.key);
  const row = {
    ...placement,
    mediaType: file.mediaType,
    size: file.size,
    sha256: file.sha256,
    blobKey: file.staged.key,
    encryption: file.encryption,
    segmentSums: file.segmentSums,
    scan: file.scan,
    uploadedBy: ctx.actor.userId,
  };
  const id = await insertDocumentRow(trx, row, now);
  const recorded = { fileName: row.fileName, mediaType: row.mediaType, size: row.size, sha256: row.sha256, clientId: row.clientId, requestId: row.requestId, visibleToClient: row.visibleToClient, origin: row.origin, scan: row.scan };
  await recordAudit(trx, ctx.actor, {
    at: now,
    operation: 'document.create',
    recordType: 'document',
    recordId: id,
    changes: Object.fromEntries(Object.entries(recorded).map(([field, value]) => [field, { before: null, after: value }])),
  });
  await file.staged.commit();
  return { id, sha256: file.sha256, fileName: row.fileName, mediaType: row.mediaType, size: row.size };
}

/**
 * Deletes a document in `trx` (audited as document.delete with what it was) and, once no row names
 * its bytes, removes them from the store before the transaction ends: the blob lock keeps an
 * insert of the same bytes waiting until then. 404 when there is no such document.
 */
export async function deleteDocumentIn(ctx: ServiceContext, trx: Db, id: number): Promise<void> {
  const now = nowIso(ctx);
  const before = await trx.selectFrom('documents').select(['blob_key', 'file_name', 'sha256', 'size', 'client_id', 'request_id', 'origin']).where('id', '=', id).executeTakeFirst();
  if (!before) throw new NotFoundError('Document', id);
  await lockBlob(trx, ctx.dialect, before.blob_key);
  if ((await deleteDocumentRow(trx, id)) === null) throw new NotFoundError('Document', id);
  const recorded = { fileName: before.file_name, sha256: before.sha256, size: Number(before.size), clientId: before.client_id, requestId: before.request_id, origin: before.origin };
  await recordAudit(trx, ctx.actor, {
    at: now,
    operation: 'document.delete',
    recordType: 'document',
    recordId: id,
    changes: Object.fromEntries(Object.entries(recorded).map(([field, value]) => [field, { before: value, after: null }])),
  });
  if (!(await blobIsReferenced(trx, before.blob_key))) await ctx.documents.remove(before.blob_key);
}
