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
import { once } from 'node:events';
import { pipeline, type Readable, type Transform } from 'node:stream';
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
import { SegmentChecker, sumSpan } from '../../../shared/storage/segment-sums.js';
import { openBlobStore } from '../../../shared/storage/open-store.js';
import { youngCollectionNudge, type YoungCollectionNudge } from '../../../shared/young-collection.js';
import { describeClamd, parseClamdUrl, ScanTap, type ScannerSettings } from './clamd.js';
import { encryptedSize, KeyRing, MasterKey, newFileSecret, parseMasterKey, SegmentDecryptor, SegmentEncryptor, segmentSpan, type FileSecret } from './envelope.js';
import { TypeSniffer, type KindName } from './file-types.js';

export interface VaultOptions {
  store: BlobStore;
  /** The kinds accepted (UPLOAD_TYPES). */
  types: readonly KindName[];
  /** DOCUMENTS_ENCRYPTION_KEY (and _PREVIOUS): null stores new files in the clear (and cannot read encrypted ones). */
  keys?: KeyRing | null;
  /** CLAMD_URL and its timeout and fail-open setting: null accepts files unscanned. */
  scanner?: ScannerSettings | null;
  /** Told when fail-open let a file pass because clamd could not be asked (the app logs a warning). */
  onUnscanned?: (why: { fileName: string | undefined }) => void;
  /** Told of every uploaded chunk, to free dead socket buffers as they go (null: V8 decides alone). */
  nudge?: YoungCollectionNudge | null;
}

/** Maps the store's errors to the vault's: a corrupted or missing blob is never a 404 and never content. */
function storeFailure(blobKey: string, error: unknown): unknown {
  if (error instanceof BlobCorruptedError) return new DocumentCorruptedError(blobKey, `its bytes hash to ${error.actual}`);
  if (error instanceof BlobNotFoundError) return new DocumentMissingError(blobKey);
  return error;
}

/**
 * Pipes a source through stages and answers the last: the callback form of pipeline, so any
 * stage's failure destroys every stage (the source too) and reaches whoever reads the last one.
 */
function chain(source: Readable, ...stages: Transform[]): Readable {
  return pipeline([source, ...stages], () => {}) as unknown as Readable;
}

export class Vault implements DocumentVault {
  readonly storeKind: 'local' | 's3';
  readonly description: string;
  readonly encrypts: boolean;
  readonly scans: boolean;
  readonly #store: BlobStore;
  readonly #types: readonly KindName[];
  readonly #keys: KeyRing | null;
  readonly #scanner: ScannerSettings | null;
  readonly #onUnscanned: VaultOptions['onUnscanned'];
  readonly #received: ((bytes: number) => void) | undefined;

  constructor(options: VaultOptions) {
    this.#store = options.store;
    this.#types = options.types;
    this.#keys = options.keys ?? null;
    this.encrypts = this.#keys?.current != null;
    this.#scanner = options.scanner ?? null;
    this.scans = this.#scanner !== null;
    this.#onUnscanned = options.onUnscanned;
    const nudge = options.nudge;
    this.#received = nudge ? (bytes) => nudge.received(bytes) : undefined;
    this.storeKind = options.store.kind;
    this.description = options.store.description;
  }

  /** The store under the vault: the backup CLI copies and checks its blobs. */
  get store(): BlobStore {
    return this.#store;
  }

  async ingest(source: Readable, options: IngestOptions): Promise<IngestedFile> {
    const master = this.#keys?.current ?? null;
    const secret = master ? newFileSecret() : null;
    // In the clear the store's hash of the stored bytes is the plaintext's: the meter only counts.
    const meter = new Meter(options.maxBytes, { hash: secret !== null, counted: this.#received });
    const sniffer = new TypeSniffer(this.#types, options.fileName);
    // The type first (a refused kind never reaches clamd), then the scan, then the cipher or the segment sums.
    const scan = this.#scanner ? new ScanTap(this.#scanner) : null;
    const stages: Transform[] = [meter, sniffer];
    if (scan) stages.push(scan);
    if (secret) stages.push(new SegmentEncryptor(secret));
    const bytes = chain(source, ...stages);
    // The plaintext is counted by the meter; the store only sees the (longer) ciphertext.
    const storedLimit = secret ? encryptedSize(options.maxBytes) : options.maxBytes;
    // In the clear the store hashes the segments with the blob key, in the same pass (off the request thread on the local disk).
    const staged = await this.#store.stage(bytes, { maxBytes: storedLimit, signal: options.signal, segmentSums: secret === null });
    const { mediaType, extension } = sniffer.kind;
    const encryption = master && secret ? master.wrap(secret) : null;
    const verdict = scan ? scan.verdict : 'unscanned';
    if (scan && verdict === 'unscanned') this.#onUnscanned?.({ fileName: options.fileName });
    const sha256 = secret ? meter.key : staged.key;
    return { staged, sha256, size: meter.received, mediaType, extension, scan: verdict, encryption, segmentSums: secret ? null : staged.segmentSums };
  }

  async open(content: StoredDocumentContent, range?: ByteRange): Promise<OpenedDocument> {
    if (range && (range.start < 0 || range.end < range.start || range.end >= content.size)) throw new RangeError('the range is outside the document');
    const size = range ? range.end - range.start + 1 : content.size;
    if (content.encryption === null) return { stream: await this.#openClear(content, range), size };
    const secret = this.#secret(content);
    return { stream: range ? await this.#openRange(content, secret, range) : await this.#openWhole(content, secret), size };
  }

  async #openBlob(content: StoredDocumentContent, storedSize: number): Promise<OpenedBlob> {
    let opened: OpenedBlob;
    try {
      opened = await this.#store.open(content.blobKey);
    } catch (error) {
      throw storeFailure(content.blobKey, error);
    }
    if (opened.size !== storedSize) {
      await opened.close();
      throw new DocumentCorruptedError(content.blobKey, `${opened.size} bytes stored, ${storedSize} expected`);
    }
    return opened;
  }

  async #openClear(content: StoredDocumentContent, range?: ByteRange): Promise<Readable> {
    if (content.sha256 !== content.blobKey) {
      throw new DocumentCorruptedError(content.blobKey, `recorded as plaintext ${content.sha256}, stored under another hash`);
    }
    if (content.segmentSums && content.size > 0) return this.#openSummed(content, content.segmentSums, range);
    // Stored before segment sums were kept: the whole file is hashed before it is sent (two reads).
    const opened = await this.#openBlob(content, content.size);
    const stream = opened.stream(range);
    stream.once('close', () => void opened.close().catch(() => {}));
    return stream;
  }

  #secret(content: StoredDocumentContent): FileSecret {
    if (!this.#keys) throw new DocumentCorruptedError(content.blobKey, 'it is encrypted and DOCUMENTS_ENCRYPTION_KEY is not set');
    try {
      return this.#keys.unwrap(content.encryption!);
    } catch (error) {
      throw new DocumentCorruptedError(content.blobKey, `its data key cannot be unwrapped: ${(error as Error).message}`);
    }
  }

  /**
   * In the clear with segment sums: one read, each segment hashed and checked before its bytes go
   * out. A whole read asks one byte past the end, so bytes appended to the file are found too.
   */
  async #openSummed(content: StoredDocumentContent, sums: Buffer, range?: ByteRange): Promise<Readable> {
    const wanted = range ?? { start: 0, end: content.size - 1 };
    const span = sumSpan(wanted);
    const checker = new SegmentChecker(content.blobKey, sums, content.size, wanted);
    const end = wanted.end === content.size - 1 ? content.size : span.end;
    return this.#firstChecked(content, chain(await this.#readUnchecked(content, { start: span.start, end }), checker));
  }

  async #readUnchecked(content: StoredDocumentContent, range: ByteRange): Promise<Readable> {
    try {
      return await this.#store.readRangeUnchecked(content.blobKey, range);
    } catch (error) {
      throw storeFailure(content.blobKey, error);
    }
  }

  /**
   * A whole read in one pass: every segment authenticates itself (AES-GCM) before its plaintext
   * goes out, and the STREAM construction fails a file cut short, reordered or with bytes after its
   * last segment (asked for: one byte past the stored length), so no whole-file hash is needed.
   */
  async #openWhole(content: StoredDocumentContent, secret: FileSecret): Promise<Readable> {
    const storedSize = encryptedSize(content.size);
    const stored = await this.#readUnchecked(content, { start: 0, end: storedSize });
    const decryptor = new SegmentDecryptor(secret, content.size, { start: 0, end: content.size - 1 }, { header: true, blobKey: content.blobKey });
    return this.#firstChecked(content, chain(stored, decryptor));
  }

  /** A range: only the segments it covers are read, each authenticated before its bytes go out. */
  async #openRange(content: StoredDocumentContent, secret: FileSecret, range: ByteRange): Promise<Readable> {
    const span = segmentSpan(content.size, range);
    const stored = await this.#readUnchecked(content, { start: span.start, end: span.end });
    const decryptor = new SegmentDecryptor(secret, content.size, range, { header: false, blobKey: content.blobKey });
    return this.#firstChecked(content, chain(stored, decryptor));
  }

  /**
   * Waits until the first segment has decrypted (or failed), so a file whose first bytes do not
   * authenticate is an error before any answer starts, not a cut-off download.
   */
  async #firstChecked(content: StoredDocumentContent, stream: Readable): Promise<Readable> {
    try {
      await once(stream, 'readable');
    } catch (error) {
      stream.destroy();
      throw error instanceof DocumentCorruptedError ? error : new DocumentCorruptedError(content.blobKey, (error as Error).message);
    }
    return stream;
  }

  async remove(blobKey: BlobKey): Promise<void> {
    await this.#store.delete(blobKey);
  }

  storedKeys(): AsyncIterable<BlobKey> {
    return this.#store.keys();
  }

  sweepStaged(before: Date, options: { dryRun?: boolean } = {}): Promise<number> {
    return this.#store.sweepStaged(before, options);
  }

  /** Ends what the store keeps running (the app's close). */
  async close(): Promise<void> {
    await this.#store.close?.();
  }
}

/** The master keys of the settings (already checked at start by loadConfig). */
export function keyRingOf(settings: Config['documents']): KeyRing | null {
  if (!settings.encryptionKey) return null;
  const previous = settings.previousEncryptionKey ? new MasterKey(parseMasterKey(settings.previousEncryptionKey)) : null;
  return new KeyRing(new MasterKey(parseMasterKey(settings.encryptionKey)), previous);
}

/** CLAMD_URL, CLAMD_TIMEOUT_MS, CLAMD_FAIL_OPEN (checked at start by loadConfig); null without CLAMD_URL. */
export function scannerOf(settings: Config['documents']): ScannerSettings | null {
  if (!settings.clamdUrl) return null;
  return { address: parseClamdUrl(settings.clamdUrl), timeoutMs: settings.clamdTimeoutMs, failOpen: settings.clamdFailOpen };
}

export { describeClamd };

/** The app's vault, from the settings (DOCUMENTS_DIR or DOCUMENTS_S3_URL, UPLOAD_TYPES, DOCUMENTS_ENCRYPTION_KEY, CLAMD_URL). */
export function createDocumentVault(config: Pick<Config, 'documents'>, hooks: Pick<VaultOptions, 'onUnscanned'> = {}): Vault {
  return new Vault({
    // A scavenge per 8 MiB uploaded where node runs with --expose-gc (src/shared/young-collection.ts).
    nudge: youngCollectionNudge(),
    store: openBlobStore(config.documents.store),
    types: config.documents.uploadTypes,
    keys: keyRingOf(config.documents),
    scanner: scannerOf(config.documents),
    ...hooks,
  });
}
