/*
 * Blobs on the local disk: `<root>/<first two hex digits>/<key>`, staged bytes in `<root>/.staging/`
 * (the same file system, so a commit is a rename). Directories are created 0700 and files 0600: the
 * store holds a firm's files and nobody else on the machine reads them. A staged file is written,
 * fsynced and only then renamed into place, and the directory is fsynced after the rename, so a
 * crash leaves either the whole blob or none of it under its key.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBlobKey,
  BlobCorruptedError,
  BlobNotFoundError,
  BlobTooLargeError,
  isBlobKey,
  type BlobKey,
  type BlobStore,
  type OpenedBlob,
  type StagedBlob,
  type StageOptions,
} from './blob-store.js';
import { Meter, sha256, Verifier } from './meter.js';
import { StagingThread } from './staging-thread.js';

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;
const STAGING = '.staging';
/** Reads of a range (the layers above check them in segments of 64 or 256 KiB): fewer, larger reads. */
const READ_CHUNK_BYTES = 256 * 1024;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function fsyncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';
  readonly description: string;
  readonly #staging: string;
  /** Hashes and writes what this store stages (started on the first stage, ended when idle). */
  readonly #thread = new StagingThread();
  #ready: Promise<void> | null = null;

  constructor(private readonly root: string) {
    this.root = path.resolve(root);
    this.description = `local directory ${this.root}`;
    this.#staging = path.join(this.root, STAGING);
  }

  /** Creates the root and staging directories once (0700, also when they existed with another mode). */
  #prepare(): Promise<void> {
    this.#ready ??= (async () => {
      await fs.mkdir(this.#staging, { recursive: true, mode: DIRECTORY_MODE });
      await fs.chmod(this.root, DIRECTORY_MODE);
      await fs.chmod(this.#staging, DIRECTORY_MODE);
    })().catch((error: unknown) => {
      this.#ready = null;
      throw error;
    });
    return this.#ready;
  }

  #pathOf(key: BlobKey): string {
    assertBlobKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  /**
   * The bytes are counted here (the limit, as they arrive) and hashed and written by the staging
   * thread (staging-thread.ts), which fsyncs the file before the stage answers: a commit never
   * renames bytes still in flight.
   */
  async stage(source: Readable | AsyncIterable<Uint8Array>, options: StageOptions): Promise<StagedBlob> {
    await this.#prepare();
    const temporary = path.join(this.#staging, `${randomUUID()}.part`);
    const meter = new Meter(options.maxBytes, { hash: false });
    const sink = this.#thread.sink(temporary, { mode: FILE_MODE, sums: options.segmentSums === true });
    try {
      await pipeline(source, meter, sink, { signal: options.signal });
    } catch (error) {
      // The sink's destruction waited for the thread to close and remove the file; this is for a thread that died.
      await fs.rm(temporary, { force: true });
      (source as Partial<Readable>).destroy?.();
      throw error;
    }
    const { key, size, sums } = sink.hashes;
    return this.#staged(temporary, key, size, sums ? Buffer.from(sums.buffer, sums.byteOffset, sums.byteLength) : null);
  }

  /** Ends the staging thread (the app's close); a later stage starts it again. */
  close(): Promise<void> {
    return this.#thread.stop();
  }

  #staged(temporary: string, key: BlobKey, size: number, segmentSums: Buffer | null): StagedBlob {
    let settled = false;
    return {
      key,
      size,
      segmentSums,
      commit: async () => {
        if (settled) return;
        const target = this.#pathOf(key);
        const directory = path.dirname(target);
        await fs.mkdir(directory, { mode: DIRECTORY_MODE, recursive: true });
        // Renaming over an existing blob replaces it with the same bytes: a repaired copy, if the old one rotted.
        await fs.rename(temporary, target);
        await fsyncDirectory(directory);
        settled = true;
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        await fs.rm(temporary, { force: true });
      },
    };
  }

  async #openFile(key: BlobKey): Promise<{ file: string; size: number }> {
    const file = this.#pathOf(key);
    try {
      const stat = await fs.stat(file);
      return { file, size: stat.size };
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async open(key: BlobKey): Promise<OpenedBlob> {
    const { file, size } = await this.#openFile(key);
    // The whole file is hashed before anything is handed out: a changed byte is refused, never sent.
    const actual = await hashFile(file).catch((error: unknown) => {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    });
    if (actual !== key) throw new BlobCorruptedError(key, actual);
    return {
      key,
      size,
      stream: (range) => {
        if (range) return createReadStream(file, { start: range.start, end: range.end });
        const verifier = new Verifier(key);
        const reading: ReadStream = createReadStream(file);
        reading.on('error', (error) => verifier.destroy(error));
        return reading.pipe(verifier);
      },
      close: async () => {},
    };
  }

  async readRangeUnchecked(key: BlobKey, range: { start: number; end: number }): Promise<Readable> {
    const { file } = await this.#openFile(key);
    return createReadStream(file, { start: range.start, end: range.end, highWaterMark: READ_CHUNK_BYTES });
  }

  async read(key: BlobKey, maxBytes: number): Promise<Buffer> {
    const { file, size } = await this.#openFile(key);
    if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
    const bytes = await fs.readFile(file);
    const actual = sha256(bytes);
    if (actual !== key) throw new BlobCorruptedError(key, actual);
    return bytes;
  }

  async has(key: BlobKey): Promise<boolean> {
    try {
      await fs.access(this.#pathOf(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<void> {
    await fs.rm(this.#pathOf(key), { force: true });
  }

  async *keys(): AsyncIterable<BlobKey> {
    let fanOut: string[];
    try {
      fanOut = await fs.readdir(this.root);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const prefix of fanOut.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
      const names = await fs.readdir(path.join(this.root, prefix));
      for (const name of names.sort()) if (isBlobKey(name) && name.startsWith(prefix)) yield name;
    }
  }

  async sweepStaged(before: Date, options: { dryRun?: boolean } = {}): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(this.#staging);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.#staging, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < before.getTime()) {
        if (!options.dryRun) await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
