/*
 * The hashes a stored file is known by, computed in one walk over its bytes: the SHA-256 of the
 * whole (its blob key) and, when asked, the SHA-256 of each SUM_SEGMENT_BYTES segment (the sums a
 * download is checked against, segment-sums.ts). Pure and without imports beyond node:crypto, so
 * the staging thread (staging-worker.ts) and the request thread share it.
 */
import { createHash, type Hash } from 'node:crypto';

/** 256 KiB: a 50 MB file has 200 sums (6.4 KB); a download holds at most one segment. */
export const SUM_SEGMENT_BYTES = 256 * 1024;

/** The SHA-256 of each segment of the bytes given, in order; `finish()` once at the end. */
export class SegmentHashes {
  readonly #sums: Buffer[] = [];
  #hash: Hash = createHash('sha256');
  #filled = 0;

  update(bytes: Uint8Array): void {
    let offset = 0;
    while (offset < bytes.length) {
      const take = Math.min(SUM_SEGMENT_BYTES - this.#filled, bytes.length - offset);
      // A piece inside one segment is hashed as it is: no copy, no slice.
      this.#hash.update(take === bytes.length ? bytes : bytes.subarray(offset, offset + take));
      this.#filled += take;
      offset += take;
      if (this.#filled === SUM_SEGMENT_BYTES) this.#next();
    }
  }

  /** 32 bytes a segment; the last one shorter, and an empty file has one (the empty string's). */
  finish(): Buffer {
    if (this.#filled > 0 || this.#sums.length === 0) this.#next();
    return Buffer.concat(this.#sums);
  }

  #next(): void {
    this.#sums.push(this.#hash.digest());
    this.#hash = createHash('sha256');
    this.#filled = 0;
  }
}

/** The whole file's SHA-256 (hex) and, with `sums`, its segments' sums, from one walk. */
export class ContentHasher {
  readonly #whole: Hash = createHash('sha256');
  readonly #segments: SegmentHashes | null;
  #size = 0;

  constructor(options: { sums: boolean }) {
    this.#segments = options.sums ? new SegmentHashes() : null;
  }

  get size(): number {
    return this.#size;
  }

  /** Both hashes over the same bytes while they are in the cache. */
  update(bytes: Uint8Array): void {
    this.#size += bytes.length;
    this.#whole.update(bytes);
    this.#segments?.update(bytes);
  }

  finish(): { key: string; sums: Buffer | null } {
    return { key: this.#whole.digest('hex'), sums: this.#segments?.finish() ?? null };
  }
}
