/*
 * Writing staged files off the request thread. Hashing a file twice (its blob key and its segment
 * sums) and handing its bytes to the file system was most of an upload's CPU on the request thread
 * (bench/README.md, "Uploads off the request thread"); here the request thread copies each chunk
 * into a ring of shared memory (a memcpy, no new buffer) and one staging thread (staging-worker.ts)
 * hashes and writes it. Backpressure is the ring: a sink takes no more than RING_BYTES ahead of the
 * thread, and `write` waits (never the event loop) until the thread has released room, so a slow
 * disk stops the upload from being read, as a write stream's queue did.
 *
 * One thread serves every file at once (a ring each); it is a WorkerHost: started on first need,
 * ended when idle, and a thread that dies fails what it was staging (the store removes the files).
 */
import { Writable } from 'node:stream';
import { WorkerHost, workerBeside } from '../worker-host.js';
import type { FromStaging, StagedHashes, ToStaging } from './staging-worker.js';

/** Bytes one file may have in flight to the staging thread. */
export const RING_BYTES = 1024 * 1024;
/** Bytes copied before the thread is told: a quarter ring per message, so the thread writes large spans. */
const SPAN_BYTES = RING_BYTES / 4;
/** How long a writer waits for room before looking again (the thread's answer ends a wait too). */
const WAIT_MS = 1000;

type WaitAsync = (array: Int32Array, index: number, value: number, timeout?: number) => { async: boolean; value: Promise<string> | string };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

export class StagingError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'StagingError';
  }
}

/** A ring and its release counter, shared with the staging thread. */
export interface Ring {
  ring: SharedArrayBuffer;
  released: SharedArrayBuffer;
}

export class StagingThread {
  readonly #host: WorkerHost<ToStaging, FromStaging>;
  /**
   * Rings of finished files, for the next ones. A SharedArrayBuffer is freed only once both threads
   * have collected their views of it, and the staging thread allocates so little that it seldom
   * collects: a new ring per file kept every one alive until the thread went idle (500 small
   * uploads: 500 MiB of rings, 80 MiB resident). Reused, there are as many as files were staged at
   * once, and they go when the thread stops.
   */
  #rings: Ring[] = [];

  constructor(idleMs?: number) {
    this.#host = new WorkerHost<ToStaging, FromStaging>({
      name: 'staging thread',
      start: () => workerBeside(import.meta.url, 'staging-worker'),
      settle: (message) => ('error' in message ? { error: new StagingError(`staging thread: ${message.error}`, message.code) } : { value: message.result }),
      idleMs,
      holdWhileBusy: true,
      stopped: () => {
        this.#rings = [];
      },
    });
  }

  /** Whether a thread is running now. */
  get running(): boolean {
    return this.#host.running;
  }

  /** A sink writing `file` (created with `mode`, never over an existing one); `hashes` once it has finished. */
  sink(file: string, options: { mode: number; sums: boolean }): StagingSink {
    const rings = this.#rings;
    const ring = rings.pop() ?? { ring: new SharedArrayBuffer(RING_BYTES), released: new SharedArrayBuffer(4) };
    // Given back only after an answer (the thread never touches a ring it has answered for, and the
    // sink stops copying once answered); a thread lost or stopped may still be reading it.
    return new StagingSink(this.#host, file, options, ring, () => rings.push(ring));

  }

  stop(): Promise<void> {
    return this.#host.stop();
  }
}

/**
 * The request thread's end of one staged file. `hashes` is there once the sink has finished (the
 * thread fsynced and closed the file); destroyed before that, it waits until the thread has closed
 * and removed the file, so the caller's clean-up never races the thread.
 */
export class StagingSink extends Writable {
  readonly #host: WorkerHost<ToStaging, FromStaging>;
  readonly #id: number;
  readonly #answer: Promise<StagedHashes | null>;
  readonly #ring: Buffer;
  readonly #released: Int32Array;
  #settled = false;
  #failure: Error | null = null;
  /** Bytes copied in and released by the thread, both modulo 2^32 (so only their difference counts). */
  #copied = 0;
  /** Where the next byte goes, and where the span not yet told to the thread starts. */
  #at = 0;
  #spanStart = 0;
  #hashes: StagedHashes | null = null;

  constructor(host: WorkerHost<ToStaging, FromStaging>, file: string, options: { mode: number; sums: boolean }, { ring, released }: Ring, giveBack: () => void) {
    super({ highWaterMark: SPAN_BYTES });
    this.#host = host;
    this.#ring = Buffer.from(ring);
    this.#released = new Int32Array(released);
    // A reused ring counts from 0 again; its last file's writer has stopped looking at it.
    Atomics.store(this.#released, 0, 0);
    const { id, answer } = host.expect<StagedHashes | null>();
    this.#id = id;
    this.#answer = answer.then(
      (value) => {
        this.#settled = true;
        giveBack();
        return value;
      },
      (error: unknown) => {
        this.#settled = true;
        this.#failure = error as Error;
        throw error;
      },
    );
    this.#answer.catch(() => {});
    host.post({ kind: 'open', id, file, mode: options.mode, ring, released, sums: options.sums });
  }

  /** The blob key, size and segment sums, once finished. */
  get hashes(): StagedHashes {
    if (this.#hashes === null) throw new Error('the staging sink has not finished');
    return this.#hashes;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#copy(chunk).then(() => callback(), callback);
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void): void {
    (async () => {
      for (const { chunk } of chunks) await this.#copy(chunk);
    })().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#tell();
    this.#host.post({ kind: 'end', id: this.#id });
    this.#answer.then((hashes) => {
      this.#hashes = hashes;
      callback();
    }, callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.#settled) return callback(error);
    this.#host.post({ kind: 'abort', id: this.#id });
    this.#answer.then(
      () => callback(error),
      () => callback(error),
    );
  }

  async #copy(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.#failure) throw this.#failure;
      // Destroyed (the client gone) or answered before the end: the thread has dropped the file and
      // releases no more room, so waiting for it would loop on the settled answer forever.
      if (this.destroyed || this.#settled) throw new StagingError('staging thread: the file was closed before all of it was written', undefined);
      const room = RING_BYTES - ((this.#copied - Atomics.load(this.#released, 0)) >>> 0);
      if (room === 0) {
        await this.#roomOrAnswer();
        continue;
      }
      const take = Math.min(room, chunk.length - offset, RING_BYTES - this.#at);
      chunk.copy(this.#ring, this.#at, offset, offset + take);
      offset += take;
      this.#copied = (this.#copied + take) >>> 0;
      this.#at += take;
      if (this.#at - this.#spanStart >= SPAN_BYTES || this.#at === RING_BYTES) this.#tell();
    }
  }

  /** Tells the thread about the bytes copied since the last time (a span never wraps the ring). */
  #tell(): void {
    if (this.#at > this.#spanStart) this.#host.post({ kind: 'data', id: this.#id, start: this.#spanStart, length: this.#at - this.#spanStart });
    if (this.#at === RING_BYTES) this.#at = 0;
    this.#spanStart = this.#at;
  }

  /** Waits until the thread releases some of the ring, or answers (a failure, a lost thread). */
  async #roomOrAnswer(): Promise<void> {
    this.#tell();
    const seen = Atomics.load(this.#released, 0);
    const wait = waitAsync(this.#released, 0, seen, WAIT_MS);
    if (!wait.async) return;
    await Promise.race([wait.value, this.#answer.then(() => undefined, () => undefined)]);
  }
}
