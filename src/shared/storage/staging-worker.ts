/*
 * The staging thread (staging-thread.ts starts it): hashes and writes the files the local store
 * stages, so the request thread only parses the upload and copies its bytes into shared memory.
 * Every staged file has a ring of shared memory; the request thread copies bytes in and says which
 * span is ready, this thread hashes the span (the blob key and, when asked, the segment sums, in
 * one walk), writes it to the file and hands the span back by counting it as released (Atomics),
 * which is what lets the request thread read more of the upload: at most one ring per file is in
 * flight. Messages of one file arrive in order; `end` fsyncs and closes the file (asynchronously,
 * so other files keep moving meanwhile) and answers the hashes; `abort` or a failure closes and
 * removes it, so nothing is left of a file that was not staged whole.
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { ContentHasher } from './content-hash.js';

export type ToStaging =
  /** A new file: create it (0600, failing if it exists), with its ring and release counter. */
  | { kind: 'open'; id: number; file: string; mode: number; ring: SharedArrayBuffer; released: SharedArrayBuffer; sums: boolean }
  /** Bytes `start`..`start + length` of the ring are ready (never across the ring's end). */
  | { kind: 'data'; id: number; start: number; length: number }
  | { kind: 'end'; id: number }
  | { kind: 'abort'; id: number };

export interface StagedHashes {
  key: string;
  size: number;
  /** The segment sums (32 bytes each), when asked. */
  sums: Uint8Array | null;
}

export type FromStaging = { id: number; result: StagedHashes | null } | { id: number; error: string; code?: string };

interface Staging {
  file: string;
  fd: number;
  ring: Buffer;
  released: Int32Array;
  hasher: ContentHasher;
}

const files = new Map<number, Staging>();

function reply(message: FromStaging): void {
  parentPort!.postMessage(message);
}

/** Closes and removes a file that will not be staged; errors doing so change nothing for the caller. */
function drop(id: number): void {
  const staging = files.get(id);
  if (!staging) return;
  files.delete(id);
  try {
    fs.closeSync(staging.fd);
  } catch {
    // already closed
  }
  fs.rmSync(staging.file, { force: true });
}

function fail(id: number, error: unknown): void {
  drop(id);
  reply({ id, error: error instanceof Error ? error.message : String(error), code: (error as NodeJS.ErrnoException).code });
}

function write(staging: Staging, start: number, length: number): void {
  const span = staging.ring.subarray(start, start + length);
  staging.hasher.update(span);
  let written = 0;
  while (written < length) written += fs.writeSync(staging.fd, span, written, length - written);
}

/** Counts a span as released (the request thread may fill it again) and wakes a writer waiting for room. */
function release(released: Int32Array, length: number): void {
  Atomics.add(released, 0, length);
  Atomics.notify(released, 0);
}

function finish(id: number, staging: Staging): void {
  // The file is fsynced before its hashes answer: a commit never renames bytes still in flight.
  fs.fsync(staging.fd, (syncError) => {
    fs.close(staging.fd, (closeError) => {
      const error = syncError ?? closeError;
      if (error) {
        fs.rmSync(staging.file, { force: true });
        reply({ id, error: error.message, code: error.code });
        return;
      }
      const { key, sums } = staging.hasher.finish();
      reply({ id, result: { key, size: staging.hasher.size, sums } });
    });
  });
}

parentPort!.on('message', (message: ToStaging) => {
  const { id } = message;
  if (message.kind === 'open') {
    try {
      const fd = fs.openSync(message.file, 'wx', message.mode);
      files.set(id, { file: message.file, fd, ring: Buffer.from(message.ring), released: new Int32Array(message.released), hasher: new ContentHasher({ sums: message.sums }) });
    } catch (error) {
      reply({ id, error: (error as Error).message, code: (error as NodeJS.ErrnoException).code });
    }
    return;
  }
  const staging = files.get(id);
  if (message.kind === 'data') {
    if (!staging) return;
    try {
      write(staging, message.start, message.length);
    } catch (error) {
      fail(id, error);
      return;
    }
    release(staging.released, message.length);
    return;
  }
  if (message.kind === 'abort') {
    drop(id);
    reply({ id, result: null });
    return;
  }
  if (!staging) return;
  files.delete(id);
  finish(id, staging);
});
