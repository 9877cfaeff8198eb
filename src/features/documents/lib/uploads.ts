/*
 * Reading an upload's multipart body (issue 33): @fastify/multipart in stream mode, one part at a
 * time, each file streamed straight into the document vault (counted, typed, scanned, encrypted,
 * staged), never buffered whole and never attached to the body. Caps per request: MAX_FILES files,
 * MAX_FIELDS small fields of FIELD_MAX_BYTES, nothing else. Whatever goes wrong (a file one byte
 * over, a refused type, a body cut short, the client gone) discards every file staged so far
 * before the error answers, so a refused request leaves no row, no blob and no staged file.
 */
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ValidationError } from '../../../shared/errors.js';
import { multipartProblem } from '../../../shared/http/multipart.js';
import type { IngestedFile } from '../../../shared/storage/document-vault.js';

/** Files one request may carry. */
export const MAX_FILES = 10;
/** Non-file fields one request may carry (staff's visibleToClient). */
const MAX_FIELDS = 2;
/** A field's value: "true" or "false" fits many times over. */
const FIELD_MAX_BYTES = 64;

export interface ReceivedFile {
  file: IngestedFile;
  /** As the client named it (raw; cleaned for display by the caller). */
  fileName: string | undefined;
}

export interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/** Stores one file's stream through the vault (the service's ingest, bound to its limits). */
export type Ingest = (stream: Readable, fileName: string | undefined, signal: AbortSignal) => Promise<IngestedFile>;

/** Drops every staged file; errors dropping one do not hide the error that made us drop them. */
export async function discardAll(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.allSettled(files.map((received) => received.file.staged.discard()));
}

/**
 * Reads the body: each part named `file` goes through `ingest` as it arrives; the fields named in
 * `fieldNames` are collected (any other field or file name is 400). At least one file is required.
 * On any failure every staged file is discarded before the error is thrown.
 */
export async function receiveFiles(request: FastifyRequest, ingest: Ingest, options: { maxBytes: number; fieldNames: readonly string[] }): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'is required: send multipart/form-data with parts named file', 'bad_request');
  // The client going away (a closed connection) aborts whatever the vault is staging.
  const abort = new AbortController();
  const onClose = () => {
    if (!request.raw.complete) abort.abort(new Error('the client closed the connection during the upload'));
  };
  request.raw.once('close', onClose);
  const received: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes + 1, files: MAX_FILES, fields: MAX_FIELDS, parts: MAX_FILES + MAX_FIELDS, fieldSize: FIELD_MAX_BYTES, fieldNameSize: 100, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw ValidationError.field(part.fieldname, 'is not a field of this upload: send the files as parts named file');
        }
        received.push({ file: await ingest(part.file, part.filename, abort.signal), fileName: part.filename });
      } else {
        if (!options.fieldNames.includes(part.fieldname)) throw ValidationError.field(part.fieldname, 'is not a field of this upload');
        if (part.valueTruncated || typeof part.value !== 'string') throw ValidationError.field(part.fieldname, `must be at most ${FIELD_MAX_BYTES} bytes`);
        Object.defineProperty(fields, part.fieldname, { value: part.value, enumerable: true, writable: true, configurable: true });
      }
    }
    if (received.length === 0) throw ValidationError.field('file', 'is required: send at least one part named file');
    return { files: received, fields };
  } catch (error) {
    await discardAll(received);
    throw multipartProblem(error, options.maxBytes);
  } finally {
    request.raw.removeListener('close', onClose);
  }
}
