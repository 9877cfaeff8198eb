/**
 * Files the firm generates for a client (issue 34: engagement letters, invoices) stored as the
 * client's documents, through the same vault (type from the bytes, scan, encryption at rest) and the
 * same row and audit entry as an upload. Staff see them in GET /api/client/{id}/documents; the
 * client sees them in the portal when visibleToClient.
 */
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentOrigin } from '../../db/tables/documents.js';
import { requireVisibleClient } from '../clients/client-references.js';
import type { ServiceContext } from '../context.js';
import { recordDocumentIn } from './document-aggregate.js';
import { displayFileName } from './document-store.js';

export interface GeneratedDocument {
  clientId: number;
  /** The name the client and staff see (and download as): cleaned for display. */
  fileName: string;
  /** What the caller made: must be what the bytes are (checked; a mismatch is a programming error). */
  mediaType: string;
  bytes: Buffer;
  visibleToClient: boolean;
  origin: Exclude<DocumentOrigin, 'client_upload' | 'staff_upload'>;
}

/**
 * Stores the bytes as a document of the client: in `trx` when given (the caller's transaction, so
 * the document exists exactly when the caller's own record does; the bytes are committed inside
 * it, and a rollback afterwards leaves at most unreferenced bytes, which the orphan sweep removes,
 * never a row without bytes), else in a transaction of its own. Audited as document.create. Throws the vault's errors (415 when the
 * type is not in UPLOAD_TYPES, 422/503 from the scanner) and 400 client_not_found.
 */
export async function storeGeneratedDocument(ctx: ServiceContext, trx: Kysely<Database> | undefined, input: GeneratedDocument): Promise<{ id: number; sha256: string }> {
  const fileName = displayFileName(input.fileName, `document.${input.mediaType === 'application/pdf' ? 'pdf' : 'bin'}`);
  const file = await ctx.documents.ingest(Readable.from([input.bytes]), { maxBytes: Math.max(input.bytes.length, 1), fileName });
  try {
    if (file.mediaType.split(';')[0] !== input.mediaType.split(';')[0]) {
      throw new Error(`storeGeneratedDocument: the bytes are ${file.mediaType}, not ${input.mediaType}`);
    }
    const record = async (db: Kysely<Database>) => {
      await requireVisibleClient(db, input.clientId);
      return recordDocumentIn(ctx, db, file, { clientId: input.clientId, requestId: null, fileName, visibleToClient: input.visibleToClient, origin: input.origin, uploader: 'system' });
    };
    const stored = trx ? await record(trx) : await ctx.db.transaction().execute(record);
    return { id: stored.id, sha256: stored.sha256 };
  } catch (error) {
    await file.staged.discard();
    throw error;
  }
}
