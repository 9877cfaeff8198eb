/*
 * The document vault's contract: how a feature stores a person's file (an upload of the portal, a
 * letter or invoice PDF of issue 34) and reads it back. The implementation is the documents
 * feature's (src/features/documents/lib/vault.ts), built once per app from the settings and handed
 * to services as `ctx.documents`; this file holds only what callers need to know, so a feature can
 * store files without importing another feature. docs/documents.md describes the behaviour.
 *
 *   const file = await ctx.documents.ingest(stream, { maxBytes, signal, fileName });
 *   //   415 unsupported_media_type, 413 file_too_large, 422 malware_detected, 503 scanner_unavailable:
 *   //   thrown here, with nothing stored.
 *   await ctx.db.transaction().execute(async (trx) => {
 *     await insertDocument(trx, { ...contentColumns(file), ... });  // the row refers to file.staged.key
 *     await file.staged.commit();                                    // inside the row's transaction
 *   });                                                              // on failure: file.staged.discard()
 *   const { stream, size } = await ctx.documents.open(row, range);   // DocumentCorruptedError: never the bytes
 */
import type { Readable } from 'node:stream';
import { AppError, ServiceUnavailableError } from '../errors.js';
import type { BlobKey, StagedBlob } from './blob-store.js';

/** How a stored file's data key is kept: wrapped (AES-256-GCM) by the master key named keyId. */
export interface WrappedKey {
  /** A short hash of the master key that wrapped it (docs/documents.md, "The key"). */
  keyId: string;
  /** base64url of nonce | wrapped data key | tag. */
  wrappedKey: string;
}

/** A file received, checked and staged, not yet visible: commit it inside the transaction that records it. */
export interface IngestedFile {
  /** The stored bytes (ciphertext when encrypted): `staged.key` is the blob key to record, `commit()`/`discard()`. */
  staged: StagedBlob;
  /** SHA-256 of the plaintext, 64 lowercase hex digits: what a download must hash to (ETag, the API's `sha256`). */
  sha256: string;
  /** Plaintext bytes. */
  size: number;
  /** Decided from the bytes (never the name or a header), one of the accepted types. */
  mediaType: string;
  /** The usual file name extension of that type, without the dot ("pdf"), for download names. */
  extension: string;
  /** 'clean': clamd saw every byte and found nothing; 'unscanned': no scanner configured, or CLAMD_FAIL_OPEN let it pass. */
  scan: 'clean' | 'unscanned';
  /** null when stored in the clear (no DOCUMENTS_ENCRYPTION_KEY). */
  encryption: WrappedKey | null;
  /** In the clear: the SHA-256 of each 256 KiB segment (segment-sums.ts), so a download is checked in one pass; null when encrypted. */
  segmentSums: Buffer | null;
}

/** What a caller keeps in its row to read the file back: exactly the columns these values need. */
export interface StoredDocumentContent {
  blobKey: BlobKey;
  sha256: string;
  size: number;
  encryption: WrappedKey | null;
  /** Absent or null (a file stored before the sums were kept): a whole read is checked before it is sent, reading the file twice. */
  segmentSums?: Buffer | null;
}

export interface IngestOptions {
  /** Plaintext bytes accepted; one more is 413 file_too_large as soon as it arrives. */
  maxBytes: number;
  /** A client gone, a request timing out: staging stops and nothing is left. */
  signal?: AbortSignal;
  /** The name the person gave: used only to tell CSV from plain text and for logs, never for a path. */
  fileName?: string;
}

/** A byte range as HTTP counts it: `start` and `end` inclusive, within the plaintext. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedDocument {
  /**
   * The plaintext (or the range of it), verified: each segment is checked before its bytes go out
   * (the first one before `open` answers), so a changed byte is never given; a change found later
   * ends the stream in DocumentCorruptedError, never a clean end.
   */
  stream: Readable;
  /** Bytes the stream will give (the range's length when a range was asked). */
  size: number;
}

export interface DocumentVault {
  /** 'local' or 's3', for the start-up warnings and logs. */
  readonly storeKind: 'local' | 's3';
  /** Where it stores, for logs (never a credential). */
  readonly description: string;
  /** Whether new files are encrypted (DOCUMENTS_ENCRYPTION_KEY is set). */
  readonly encrypts: boolean;
  /** Whether uploads are scanned (CLAMD_URL is set). */
  readonly scans: boolean;
  /** Streams a file in: counted, typed from its bytes, scanned, encrypted, staged. Never holds the whole file. */
  ingest(source: Readable, options: IngestOptions): Promise<IngestedFile>;
  /** Opens a stored file after checking its bytes: DocumentCorruptedError, DocumentMissingError. */
  open(content: StoredDocumentContent, range?: ByteRange): Promise<OpenedDocument>;
  /** Removes stored bytes once nothing refers to them (the caller decides that); removing what is not there is fine. */
  remove(blobKey: BlobKey): Promise<void>;
  /** Every blob key in the store: the orphan sweep looks for those no row names. */
  storedKeys(): AsyncIterable<BlobKey>;
  /** Removes staged bytes a crash abandoned between staging and commit, last written before `before`; answers how many (`dryRun`: only counts). */
  sweepStaged(before: Date, options?: { dryRun?: boolean }): Promise<number>;
}

/** The upload's type, decided from its bytes, is not one of UPLOAD_TYPES (415). Nothing was stored. */
export class UnsupportedFileTypeError extends AppError {
  readonly status = 415;
  constructor(readonly detected: string | null) {
    super(`The file's content (${detected ?? 'unknown'}) is not an accepted type.`, 'unsupported_media_type', detected ? { detectedType: detected } : {});
  }
}

/** clamd found something (422). Nothing was stored; the caller audits it and alerts staff with `signature`. */
export class MalwareDetectedError extends AppError {
  readonly status = 422;
  constructor(readonly signature: string) {
    super(`The file was refused by the virus scanner (${signature}).`, 'malware_detected', { signature });
  }
}

/** clamd could not be asked (down, timing out, refusing): uploads fail closed unless CLAMD_FAIL_OPEN (503). */
export class ScannerUnavailableError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super(`The virus scanner is unavailable: ${reason}`, 'scanner_unavailable', 30);
  }
}

/**
 * The stored bytes no longer check against what was recorded (a flipped byte, a truncated file, a
 * wrong key): never served. 500 document_corrupted; log it as an error, it is an operator's alert.
 */
export class DocumentCorruptedError extends AppError {
  readonly status = 500;
  constructor(
    readonly blobKey: string,
    readonly reason: string,
  ) {
    super(`stored document ${blobKey} is corrupted: ${reason}`, 'document_corrupted');
  }
}

/** The row names bytes the store does not have (lost, or restored from an older backup): 500 as well. */
export class DocumentMissingError extends AppError {
  readonly status = 500;
  constructor(readonly blobKey: string) {
    super(`stored document ${blobKey} is missing from the store`, 'document_missing');
  }
}
