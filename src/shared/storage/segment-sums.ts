/*
 * Per-segment SHA-256 sums of a file stored in the clear, so a download is checked in one pass.
 *
 * A whole-file hash can only be checked once every byte has been read: serving a file verified by
 * it means reading (and hashing) it twice, once before the first byte goes out and once to send.
 * So at upload the bytes are also hashed in segments of SUM_SEGMENT_BYTES (the last one shorter),
 * and the sums (32 bytes each, in order) are kept beside the file's row. A download then reads each
 * segment once, hashes it and releases it only if its sum matches: a changed byte is never sent.
 * The whole file's SHA-256 stays its identity (the blob key, the ETag, the API's `sha256`); the
 * sums are made from the same bytes in the same pass and never replace it.
 *
 * A changed segment after the first is found with part of the answer already sent: the stream then
 * fails (DocumentCorruptedError) and the response is cut short of its Content-Length, which every
 * HTTP client detects; the bytes sent before it are the file's own (docs/documents.md).
 */
import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { SegmentHashes, SUM_SEGMENT_BYTES } from './content-hash.js';
import { DocumentCorruptedError } from './document-vault.js';

export { SUM_SEGMENT_BYTES };
const SUM_BYTES = 32;

export function sumCount(size: number): number {
  return Math.max(1, Math.ceil(size / SUM_SEGMENT_BYTES));
}

/** Hashes the bytes flowing through in segments; `sums` is final once the stream has finished. */
export class SegmentSummer extends Transform {
  readonly #hashes = new SegmentHashes();
  #done: Buffer | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#hashes.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.#done = this.#hashes.finish();
    callback();
  }

  get sums(): Buffer {
    if (this.#done === null) throw new Error('the summer has not finished');
    return this.#done;
  }
}

/** Where the segments covering a range are: `start`..`end` of the stored bytes, inclusive. */
export function sumSpan(range: { start: number; end: number }): { first: number; start: number; end: number } {
  const first = Math.floor(range.start / SUM_SEGMENT_BYTES);
  const last = Math.floor(range.end / SUM_SEGMENT_BYTES);
  return { first, start: first * SUM_SEGMENT_BYTES, end: (last + 1) * SUM_SEGMENT_BYTES - 1 };
}

/**
 * Checks stored bytes segment by segment against their sums and passes on only `range` of them,
 * each segment after its sum matched. The input starts at the first segment the range covers and
 * may run past the range's last segment (then up to the file's end, and one byte more for a whole
 * read: bytes after the file's end are a corruption too). Fails with DocumentCorruptedError on a
 * sum that does not match, bytes missing or bytes after the end. A segment's chunks are hashed as
 * they arrive and held (never copied) until its sum is known: at most one segment per download.
 */
export class SegmentChecker extends Transform {
  readonly #blobKey: string;
  readonly #sums: Buffer;
  readonly #size: number;
  readonly #range: { start: number; end: number };
  readonly #last: number;
  readonly #toEnd: boolean;
  #index: number;
  #hash: Hash = createHash('sha256');
  /** The current segment's chunks (or parts of chunks) so far, and how many bytes they hold. */
  #held: Buffer[] = [];
  #filled = 0;

  constructor(blobKey: string, sums: Buffer, size: number, range: { start: number; end: number }) {
    super();
    if (sums.length !== sumCount(size) * SUM_BYTES) throw new DocumentCorruptedError(blobKey, `${sums.length / SUM_BYTES} segment sums recorded for ${size} bytes`);
    this.#blobKey = blobKey;
    this.#sums = sums;
    this.#size = size;
    this.#range = range;
    this.#toEnd = range.end === size - 1;
    this.#index = Math.floor(range.start / SUM_SEGMENT_BYTES);
    this.#last = Math.floor(range.end / SUM_SEGMENT_BYTES);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.#index > this.#last) {
        // Past the range: read only when it runs to the file's end, and then more is a corruption.
        return callback(this.#toEnd ? this.#corrupted('stored bytes after the end of the file') : null);
      }
      const length = Math.min(SUM_SEGMENT_BYTES, this.#size - this.#index * SUM_SEGMENT_BYTES);
      const take = Math.min(length - this.#filled, chunk.length - offset);
      const part = take === chunk.length ? chunk : chunk.subarray(offset, offset + take);
      this.#hash.update(part);
      this.#held.push(part);
      this.#filled += take;
      offset += take;
      if (this.#filled === length) {
        const failure = this.#release(length);
        if (failure) return callback(failure);
      }
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    callback(this.#index <= this.#last ? this.#corrupted('the stored file ends early (truncated)') : null);
  }

  /** The current segment is complete: checks its sum, then passes on what of it the range covers. */
  #release(length: number): DocumentCorruptedError | null {
    const expected = this.#sums.subarray(this.#index * SUM_BYTES, (this.#index + 1) * SUM_BYTES);
    if (!this.#hash.digest().equals(expected)) return this.#corrupted(`segment ${this.#index} does not match its sum`);
    const segmentStart = this.#index * SUM_SEGMENT_BYTES;
    const from = Math.max(0, this.#range.start - segmentStart);
    const to = Math.min(length, this.#range.end - segmentStart + 1);
    let at = 0;
    for (const part of this.#held) {
      const partFrom = Math.max(from, at);
      const partTo = Math.min(to, at + part.length);
      if (partFrom < partTo) this.push(partFrom === at && partTo === at + part.length ? part : part.subarray(partFrom - at, partTo - at));
      at += part.length;
    }
    this.#held = [];
    this.#filled = 0;
    this.#hash = createHash('sha256');
    this.#index++;
    return null;
  }

  #corrupted(reason: string): DocumentCorruptedError {
    return new DocumentCorruptedError(this.#blobKey, reason);
  }
}
