import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BlobCorruptedError, BlobTooLargeError, type BlobKey } from './blob-store.js';

/**
 * Counts and hashes the bytes flowing through, failing with BlobTooLargeError at the first byte
 * over the limit (so a 10 GB body costs no more than the limit to refuse). `key` and `size` are
 * final once the stream has finished. `{ hash: false }` only counts: for a layer whose bytes are
 * hashed again further down (a file stored in the clear is hashed by the store). `counted` hears
 * of every chunk let through (the vault's YoungCollectionNudge, src/shared/young-collection.ts).
 */
export class Meter extends Transform {
  readonly #hash: Hash | null;
  readonly #counted: ((bytes: number) => void) | undefined;
  #size = 0;
  #key: BlobKey | null = null;

  constructor(
    private readonly maxBytes: number,
    options: { hash?: boolean; counted?: (bytes: number) => void } = {},
  ) {
    super();
    this.#hash = options.hash === false ? null : createHash('sha256');
    this.#counted = options.counted;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.maxBytes) {
      callback(new BlobTooLargeError(this.maxBytes));
      return;
    }
    this.#hash?.update(chunk);
    this.#counted?.(chunk.length);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.#key = this.#hash ? this.#hash.digest('hex') : null;
    callback();
  }

  /** Bytes so far (not `size`: the S3 SDK reads a body's `size` as its length before it is sent). */
  get received(): number {
    return this.#size;
  }

  get key(): BlobKey {
    if (this.#key === null) throw new Error(this.#hash ? 'the meter has not finished' : 'the meter only counts');
    return this.#key;
  }
}

/**
 * Passes bytes through while hashing them, and fails at the end (before the stream ends, so the
 * reader sees an error instead of a clean end) when they do not hash to the expected key.
 */
export class Verifier extends Transform {
  readonly #hash: Hash = createHash('sha256');

  constructor(private readonly expected: BlobKey) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const actual = this.#hash.digest('hex');
    callback(actual === this.expected ? null : new BlobCorruptedError(this.expected, actual));
  }
}

export function sha256(bytes: Uint8Array): BlobKey {
  return createHash('sha256').update(bytes).digest('hex');
}
