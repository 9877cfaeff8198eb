/*
 * The document vault: where a person's files go in and come out, over a BlobStore
 * (src/shared/storage/: the local disk or an S3-compatible service). One instance per app, built by
 * `createDocumentVault(config)` in buildApp and handed to services as `ctx.documents`; the contract
 * (DocumentVault, IngestedFile, the errors) is src/shared/storage/document-vault.ts, so features of
 * other groups (issue 34's letters and invoices) store files without importing this one.
 *
 *   ingest(source, { maxBytes, signal, fileName }) -> IngestedFile
 *     One pass over the bytes, never the whole file in memory: count them against maxBytes (one
 *     byte over: BlobTooLargeError, 413 file_too_large), hash the plaintext, decide the type from
 *     the first bytes (TypeSniffer: 415 unsupported_media_type), and stage them in the store.
 *     Answers with the staged blob, which the caller commits inside the transaction that records
 *     it (or discards); every failure leaves nothing behind.
 *   open({ blobKey, sha256, size, encryption }, range?) -> { stream, size }
 *     Checks the stored bytes before answering (DocumentCorruptedError, DocumentMissingError: 500,
 *     never the bytes); a whole read is checked again as it flows.
 *   remove(blobKey)
 *     Once no row refers to the blob (the caller's reference count says so).
 *
 * docs/documents.md describes the stores, limits and types for operators.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { Config } from '../../../config.js';
import {
  BlobCorruptedError,
  BlobNotFoundError,
  type BlobKey,
  type BlobStore,
  type OpenedBlob,
} from '../../../shared/storage/blob-store.js';
import {
  DocumentCorruptedError,
  DocumentMissingError,
  type ByteRange,
  type DocumentVault,
  type IngestedFile,
  type IngestOptions,
  type OpenedDocument,
  type StoredDocumentContent,
} from '../../../shared/storage/document-vault.js';
import { Meter } from '../../../shared/storage/meter.js';
import { openBlobStore } from '../../../shared/storage/open-store.js';
import { TypeSniffer, type KindName } from './file-types.js';

export interface VaultOptions {
  store: BlobStore;
  /** The kinds accepted (UPLOAD_TYPES). */
  types: readonly KindName[];
}

/** Maps the store's errors to the vault's: a corrupted or missing blob is never a 404 and never content. */
function storeFailure(blobKey: string, error: unknown): unknown {
  if (error instanceof BlobCorruptedError) return new DocumentCorruptedError(blobKey, `its bytes hash to ${error.actual}`);
  if (error instanceof BlobNotFoundError) return new DocumentMissingError(blobKey);
  return error;
}

export class Vault implements DocumentVault {
  readonly storeKind: 'local' | 's3';
  readonly description: string;
  readonly encrypts = false;
  readonly scans = false;
  readonly #store: BlobStore;
  readonly #types: readonly KindName[];

  constructor(options: VaultOptions) {
    this.#store = options.store;
    this.#types = options.types;
    this.storeKind = options.store.kind;
    this.description = options.store.description;
  }

  /** The store under the vault: the backup CLI copies and checks its blobs. */
  get store(): BlobStore {
    return this.#store;
  }

  async ingest(source: Readable, options: IngestOptions): Promise<IngestedFile> {
    const meter = new Meter(options.maxBytes);
    const sniffer = new TypeSniffer(this.#types, options.fileName);
    // The callback form hands back the last stream; any stage's failure destroys every stage (the
    // source too) and reaches the store's staging as the error of the stream it reads.
    const bytes = pipeline(source, meter, sniffer, () => {});
    const staged = await this.#store.stage(bytes, { maxBytes: options.maxBytes, signal: options.signal });
    const { mediaType, extension } = sniffer.kind;
    return { staged, sha256: meter.key, size: meter.received, mediaType, extension, scan: 'unscanned', encryption: null };
  }

  async open(content: StoredDocumentContent, range?: ByteRange): Promise<OpenedDocument> {
    if (content.encryption === null && content.sha256 !== content.blobKey) {
      throw new DocumentCorruptedError(content.blobKey, `recorded as plaintext ${content.sha256}, stored under another hash`);
    }
    let opened: OpenedBlob;
    try {
      opened = await this.#store.open(content.blobKey);
    } catch (error) {
      throw storeFailure(content.blobKey, error);
    }
    if (opened.size !== content.size) {
      await opened.close();
      throw new DocumentCorruptedError(content.blobKey, `${opened.size} bytes stored, ${content.size} recorded`);
    }
    const stream = opened.stream(range);
    stream.once('close', () => void opened.close().catch(() => {}));
    return { stream, size: range ? range.end - range.start + 1 : content.size };
  }

  async remove(blobKey: BlobKey): Promise<void> {
    await this.#store.delete(blobKey);
  }
}

/** The app's vault, from the settings (DOCUMENTS_DIR or DOCUMENTS_S3_URL, UPLOAD_TYPES). */
export function createDocumentVault(config: Pick<Config, 'documents'>): Vault {
  return new Vault({ store: openBlobStore(config.documents.store), types: config.documents.uploadTypes });
}
