/*
 * One interface for stored files: content-addressed blobs. A blob's key is the SHA-256 of its bytes
 * (64 lowercase hex digits), so a path in a store never comes from input, the same bytes are stored
 * once, and every read can prove it returns what was written. Two stores implement it: the local
 * disk (local-store.ts) and any S3-compatible service (s3-store.ts); open-store.ts picks one from a
 * setting. docs/storage.md describes the guarantees and how layers build on them:
 *
 * - Writing is two steps. `stage` streams the bytes in (counting them against a limit, hashing
 *   them) to a temporary place and answers with their hash; `commit` then puts them under that hash,
 *   `discard` drops them. Between the two a caller can scan the bytes, refuse them (nothing is left),
 *   or record a reference to them in its own transaction before they become visible.
 * - Reading verifies. `open` checks the stored bytes against their key before it answers, and the
 *   stream it hands out checks them again as they flow; a changed byte is BlobCorruptedError and
 *   never reaches a caller as content.
 * - Encryption at rest and scanning are layers above: a layer stages its own (encrypted) bytes and
 *   keeps what it needs (a wrapped data key, the plaintext's hash) in its own rows.
 */
import type { Readable } from 'node:stream';
import { AppError } from '../errors.js';

/** A blob's key: the SHA-256 of its bytes, 64 lowercase hex digits. */
export type BlobKey = string;

const KEY = /^[0-9a-f]{64}$/;

export function isBlobKey(value: string): value is BlobKey {
  return KEY.test(value);
}

/** Throws unless the value is a well-formed key: keys name files, so nothing else may reach a path. */
export function assertBlobKey(value: string): BlobKey {
  if (isBlobKey(value)) return value;
  throw new TypeError(`not a blob key (64 lowercase hex digits): ${JSON.stringify(String(value).slice(0, 80))}`);
}

export interface StageOptions {
  /** The most bytes accepted; one more and staging fails with BlobTooLargeError, leaving nothing behind. */
  maxBytes: number;
  /** Aborts staging (a client gone, a scan that failed); nothing is left behind either. */
  signal?: AbortSignal;
  /** Also hash the bytes in segments (segment-sums.ts) in the same pass: `StagedBlob.segmentSums`. */
  segmentSums?: boolean;
}

/** Bytes received and hashed, not yet stored under their key. */
export interface StagedBlob {
  readonly key: BlobKey;
  readonly size: number;
  /** The segment sums when StageOptions.segmentSums asked for them, else null. */
  readonly segmentSums: Buffer | null;
  /** Stores the bytes under their key (idempotent: the same bytes may be stored already). */
  commit(): Promise<void>;
  /** Drops the staged bytes; safe to call after commit (then it does nothing) and more than once. */
  discard(): Promise<void>;
}

/** A stored blob whose bytes were checked against its key when it was opened. */
export interface OpenedBlob {
  readonly key: BlobKey;
  readonly size: number;
  /**
   * The bytes (a range of them: `start` and `end` inclusive, as HTTP ranges count). A whole read
   * is hashed again as it flows and ends in BlobCorruptedError if the bytes changed since `open`.
   */
  stream(range?: { start: number; end: number }): Readable;
  /** Frees what opening held (a spooled copy); streams already made keep working until they end. */
  close(): Promise<void>;
}

export interface BlobStore {
  /** 'local' or 's3', for logs and the warning about several instances on a local store. */
  readonly kind: 'local' | 's3';
  /** Where it is, for logs (never a credential). */
  readonly description: string;
  /** Streams bytes in; see StagedBlob. The source is consumed (and destroyed on failure). */
  stage(source: Readable | AsyncIterable<Uint8Array>, options: StageOptions): Promise<StagedBlob>;
  /** Opens a stored blob after checking its bytes: BlobNotFoundError, BlobCorruptedError. */
  open(key: BlobKey): Promise<OpenedBlob>;
  /**
   * Bytes `start`..`end` (inclusive) of a stored blob, NOT checked against its key: only for a layer
   * that authenticates its own bytes (the documents' encryption checks every segment it reads, so a
   * range request reads only the segments it needs). BlobNotFoundError.
   */
  readRangeUnchecked(key: BlobKey, range: { start: number; end: number }): Promise<Readable>;
  /** The whole blob in memory, checked: for small blobs (images); BlobTooLargeError past maxBytes. */
  read(key: BlobKey, maxBytes: number): Promise<Buffer>;
  has(key: BlobKey): Promise<boolean>;
  /** Removes a blob; removing one that is not there is not an error. */
  delete(key: BlobKey): Promise<void>;
  /** Every stored key (backups, sweeps of unreferenced blobs). */
  keys(): AsyncIterable<BlobKey>;
  /**
   * Removes staged bytes abandoned by a crash (a process that died between stage and commit), last
   * written before the given moment (the file system's or the service's clock). Answers how many;
   * `dryRun` only counts them (`documents sweep --dry-run`).
   */
  sweepStaged(before: Date, options?: { dryRun?: boolean }): Promise<number>;
  /** Ends what the store keeps running (the local store's staging thread); staging again restarts it. */
  close?(): Promise<void>;
}

/** 413: more bytes than the limit. Nothing was stored. */
export class BlobTooLargeError extends AppError {
  readonly status = 413;
  constructor(readonly limitBytes: number) {
    super(`The file is larger than the limit of ${limitBytes} bytes.`, 'file_too_large', { limitBytes });
  }
}

/** The stored bytes no longer hash to their key: never served; an alert for the operator. */
export class BlobCorruptedError extends Error {
  constructor(
    readonly key: BlobKey,
    readonly actual: string,
  ) {
    super(`stored blob ${key} is corrupted: its bytes hash to ${actual}`);
    this.name = 'BlobCorruptedError';
  }
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: BlobKey) {
    super(`stored blob ${key} does not exist`);
    this.name = 'BlobNotFoundError';
  }
}
