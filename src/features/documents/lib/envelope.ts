/*
 * Encryption at rest for documents (DOCUMENTS_ENCRYPTION_KEY): envelope encryption with AES-256-GCM
 * from node:crypto, no primitive of our own.
 *
 * - The master key (32 random bytes) never encrypts content. Each file gets a random data key and
 *   a random 8-byte nonce prefix; both are wrapped together by a key derived from the master key
 *   (HKDF-SHA256, its own `info`) with AES-256-GCM and kept in the file's row with the master key's
 *   id (a short hash of it). Rotating the master key rewraps these 40 bytes per file; the stored
 *   files are never rewritten.
 * - Content is encrypted in segments of SEGMENT_BYTES (the STREAM construction: Hoang, Reyhanitabar,
 *   Rogaway, Vizár 2015): segment i is AES-256-GCM under the data key with the nonce prefix | i (a
 *   32-bit counter), and its additional data is the file's header with a byte saying whether it is
 *   the last segment. So every segment is authenticated on its own (a range request decrypts only
 *   the segments it covers), and a segment moved, swapped, dropped or cut off at the end fails to
 *   authenticate: reordering changes the counter, truncation leaves a last segment not marked last.
 * - Stored form: HEADER ("TDE1" + the nonce prefix, 12 bytes), then per segment its ciphertext
 *   (SEGMENT_BYTES, the last one shorter) and its 16-byte tag. Plaintext is never released before
 *   its segment's tag has checked.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { DocumentCorruptedError, type WrappedKey } from '../../../shared/storage/document-vault.js';

export const SEGMENT_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX_BYTES = 8;
const MAGIC = Buffer.from('TDE1', 'ascii');
export const HEADER_BYTES = MAGIC.length + PREFIX_BYTES;
const WRAP_INFO = 'taxdesk documents: wrap data keys v1';
const WRAP_AAD = Buffer.from('taxdesk document data key v1', 'ascii');

/** How to make a key, for every message that refuses one. */
export const KEY_ADVICE = 'it must be 32 random bytes written as base64 (44 characters) or hex (64 digits); make one with `openssl rand -base64 32`';

/**
 * Reads DOCUMENTS_ENCRYPTION_KEY: exactly 32 bytes as hex or base64 (standard or URL-safe, padding
 * optional). Anything else (a passphrase, a shorter key, base64 of the wrong length) is refused:
 * throws an Error naming what is wrong and never repeating the value.
 */
export function parseMasterKey(raw: string): Buffer {
  const value = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (/^[A-Za-z0-9+/]+$/.test(base64)) {
    const bytes = Buffer.from(base64, 'base64');
    // Node's decoder skips what it cannot read: a value that does not round-trip is not base64.
    if (bytes.toString('base64').replace(/=+$/, '') === base64) {
      if (bytes.length === KEY_BYTES) return bytes;
      throw new Error(`decodes to ${bytes.length} bytes, not 32: ${KEY_ADVICE}`);
    }
  }
  throw new Error(`is neither hex nor base64: ${KEY_ADVICE}`);
}

/** The id a master key is known by in rows: a short hash of it (12 hex digits), never the key. */
export function keyIdOf(master: Buffer): string {
  return createHash('sha256').update('taxdesk document master key id\0').update(master).digest('hex').slice(0, 12);
}

/** A master key: wraps and unwraps per-file data keys. */
export class MasterKey {
  readonly id: string;
  readonly #wrapping: Buffer;

  constructor(master: Buffer) {
    if (master.length !== KEY_BYTES) throw new Error('a master key is 32 bytes');
    this.id = keyIdOf(master);
    this.#wrapping = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), WRAP_INFO, KEY_BYTES));
  }

  wrap(secret: FileSecret): WrappedKey {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#wrapping, nonce);
    cipher.setAAD(Buffer.concat([WRAP_AAD, Buffer.from(this.id, 'ascii')]));
    const sealed = Buffer.concat([cipher.update(Buffer.concat([secret.dataKey, secret.prefix])), cipher.final()]);
    return { keyId: this.id, wrappedKey: Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url') };
  }

  /** Throws when the wrapped key was not made by this master key or was changed. */
  unwrap(wrapped: WrappedKey): FileSecret {
    if (wrapped.keyId !== this.id) throw new Error(`wrapped by key ${wrapped.keyId}, not ${this.id}`);
    const raw = Buffer.from(wrapped.wrappedKey, 'base64url');
    if (raw.length !== 12 + KEY_BYTES + PREFIX_BYTES + TAG_BYTES) throw new Error('a wrapped key has the wrong length');
    const decipher = createDecipheriv('aes-256-gcm', this.#wrapping, raw.subarray(0, 12));
    decipher.setAAD(Buffer.concat([WRAP_AAD, Buffer.from(this.id, 'ascii')]));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - TAG_BYTES)), decipher.final()]);
    return { dataKey: plain.subarray(0, KEY_BYTES), prefix: plain.subarray(KEY_BYTES) };
  }
}

/** What decrypts one file: its data key and nonce prefix. */
export interface FileSecret {
  dataKey: Buffer;
  prefix: Buffer;
}

export function newFileSecret(): FileSecret {
  return { dataKey: randomBytes(KEY_BYTES), prefix: randomBytes(PREFIX_BYTES) };
}

/** The current key (new files) and the previous one (DOCUMENTS_ENCRYPTION_KEY_PREVIOUS, still read). */
export class KeyRing {
  readonly #byId = new Map<string, MasterKey>();

  constructor(
    readonly current: MasterKey | null,
    previous: MasterKey | null = null,
  ) {
    for (const key of [previous, current]) if (key) this.#byId.set(key.id, key);
  }

  unwrap(wrapped: WrappedKey): FileSecret {
    const key = this.#byId.get(wrapped.keyId);
    if (!key) throw new UnknownKeyError(wrapped.keyId);
    return key.unwrap(wrapped);
  }

  has(keyId: string): boolean {
    return this.#byId.has(keyId);
  }
}

/** A row's data key was wrapped by a master key this instance does not have. */
export class UnknownKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`the document's data key was wrapped by master key ${keyId}, which is neither DOCUMENTS_ENCRYPTION_KEY nor DOCUMENTS_ENCRYPTION_KEY_PREVIOUS`);
    this.name = 'UnknownKeyError';
  }
}

function headerOf(prefix: Buffer): Buffer {
  return Buffer.concat([MAGIC, prefix]);
}

function nonceOf(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, PREFIX_BYTES);
  return nonce;
}

function aadOf(header: Buffer, last: boolean): Buffer {
  return Buffer.concat([header, Buffer.from([last ? 1 : 0])]);
}

/** Stored bytes of a file of `size` plaintext bytes. */
export function encryptedSize(size: number): number {
  return HEADER_BYTES + size + TAG_BYTES * segmentCount(size);
}

function segmentCount(size: number): number {
  return Math.max(1, Math.ceil(size / SEGMENT_BYTES));
}

/**
 * Encrypts a stream into the stored form. Holds at most one segment (and the chunk that completes
 * it): a segment is sealed only once a byte after it has arrived, so the last one is known.
 */
export class SegmentEncryptor extends Transform {
  readonly #secret: FileSecret;
  readonly #header: Buffer;
  readonly #pending = new ByteQueue();
  #index = 0;

  constructor(secret: FileSecret) {
    super();
    this.#secret = secret;
    this.#header = headerOf(secret.prefix);
    this.push(this.#header);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    // Seal full segments while more bytes follow them.
    while (this.#pending.length > SEGMENT_BYTES) this.#seal(SEGMENT_BYTES, false);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.#seal(this.#pending.length, true);
    callback();
  }

  /** Encrypts the next `bytes` pending bytes piece by piece (GCM is a stream mode: no copy to join them), then the tag. */
  #seal(bytes: number, last: boolean): void {
    const cipher = createCipheriv('aes-256-gcm', this.#secret.dataKey, nonceOf(this.#secret.prefix, this.#index++));
    cipher.setAAD(aadOf(this.#header, last));
    for (const piece of this.#pending.takePieces(bytes)) this.push(cipher.update(piece));
    this.push(Buffer.concat([cipher.final(), cipher.getAuthTag()]));
  }
}

/** Chunks waiting to be cut into segments: taken without copying, except a segment spread over several chunks. */
class ByteQueue {
  #pieces: Buffer[] = [];
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(chunk: Buffer): void {
    this.#pieces.push(chunk);
    this.#length += chunk.length;
  }

  /** The next `bytes` bytes as the pieces they are in (parts of chunks, never copied). */
  takePieces(bytes: number): Buffer[] {
    const taken: Buffer[] = [];
    let left = bytes;
    while (left > 0) {
      const piece = this.#pieces[0]!;
      if (piece.length <= left) {
        taken.push(piece);
        this.#pieces.shift();
        left -= piece.length;
      } else {
        taken.push(piece.subarray(0, left));
        this.#pieces[0] = piece.subarray(left);
        left = 0;
      }
    }
    this.#length -= bytes;
    return taken;
  }

  /** The next `bytes` bytes as one buffer (copied only when they span chunks), or null until that many are here. */
  take(bytes: number): Buffer | null {
    if (this.#length < bytes) return null;
    const pieces = this.takePieces(bytes);
    return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, bytes);
  }
}

/** Where the segments covering a plaintext range are in the stored bytes. */
export interface SegmentSpan {
  first: number;
  last: number;
  /** Stored bytes to read, inclusive (as ranges count). */
  start: number;
  end: number;
}

export function segmentSpan(size: number, range: { start: number; end: number }): SegmentSpan {
  const first = Math.floor(range.start / SEGMENT_BYTES);
  const last = Math.floor(range.end / SEGMENT_BYTES);
  const start = HEADER_BYTES + first * (SEGMENT_BYTES + TAG_BYTES);
  const lastPlain = Math.min(SEGMENT_BYTES, size - last * SEGMENT_BYTES);
  const end = HEADER_BYTES + last * (SEGMENT_BYTES + TAG_BYTES) + lastPlain + TAG_BYTES - 1;
  return { first, last, start, end };
}


/**
 * Decrypts stored segments `span.first..span.last` of a file of `size` plaintext bytes into the
 * plaintext range asked for. With `header: true` the input starts with the stored header (a whole
 * read), which must match the file's secret. Each segment's plaintext is passed on only after its
 * tag checked; missing or extra bytes at the end fail too.
 */
export class SegmentDecryptor extends Transform {
  readonly #secret: FileSecret;
  readonly #header: Buffer;
  readonly #size: number;
  readonly #lastIndex: number;
  readonly #range: { start: number; end: number };
  #expectHeader: boolean;
  #index: number;
  readonly #lastWanted: number;
  readonly #blobKey: string;
  readonly #pending = new ByteQueue();

  /** `blobKey` names the stored file in the DocumentCorruptedError a failed segment ends the stream with. */
  constructor(secret: FileSecret, size: number, range: { start: number; end: number }, options: { header: boolean; blobKey: string }) {
    super();
    this.#blobKey = options.blobKey;
    this.#secret = secret;
    this.#header = headerOf(secret.prefix);
    this.#size = size;
    this.#lastIndex = segmentCount(size) - 1;
    this.#range = range;
    this.#expectHeader = options.header;
    this.#index = Math.floor(range.start / SEGMENT_BYTES);
    this.#lastWanted = Math.floor(range.end / SEGMENT_BYTES);
  }

  #segmentLength(index: number): number {
    return Math.min(SEGMENT_BYTES, this.#size - index * SEGMENT_BYTES) + TAG_BYTES;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    try {
      this.#drain();
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.#drain();
      if (this.#expectHeader || this.#index <= this.#lastWanted || this.#pending.length > 0) {
        throw this.#corrupted(this.#pending.length > 0 ? 'stored bytes after the last segment' : 'the stored file ends early (truncated)');
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  #drain(): void {
    if (this.#expectHeader) {
      const header = this.#pending.take(HEADER_BYTES);
      if (header === null) return;
      if (!header.equals(this.#header)) throw this.#corrupted('the stored header does not match the file key');
      this.#expectHeader = false;
    }
    while (this.#index <= this.#lastWanted) {
      const sealed = this.#pending.take(this.#segmentLength(this.#index));
      if (sealed === null) return;
      const plain = this.#open(sealed, this.#index);
      const offset = this.#index * SEGMENT_BYTES;
      const from = Math.max(0, this.#range.start - offset);
      const to = Math.min(plain.length, this.#range.end - offset + 1);
      this.push(plain.subarray(from, to));
      this.#index++;
    }
  }

  #corrupted(reason: string): DocumentCorruptedError {
    return new DocumentCorruptedError(this.#blobKey, reason);
  }

  #open(sealed: Buffer, index: number): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.#secret.dataKey, nonceOf(this.#secret.prefix, index));
    decipher.setAAD(aadOf(this.#header, index === this.#lastIndex));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw this.#corrupted(`segment ${index} does not authenticate (changed, moved or cut)`);
    }
  }
}
