/*
 * Reading multipart/form-data bodies (@fastify/multipart in stream mode) with one answer for what
 * a hostile or broken form does: the plugin's limit errors, busboy's parse errors (a body cut
 * short, a lying boundary, a malformed part header) and a file over its cap all become 4xx
 * problems, never a 500. The document uploads (documents/lib/uploads.ts) stream many parts; the
 * single-file routes (a website image, a PDF to verify) read one small file whole with readOneFile.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../errors.js';
import { BlobTooLargeError } from '../storage/blob-store.js';

/** The multipart plugin's and the parser's errors as the API's problems. */
export function multipartProblem(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BlobTooLargeError(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return error; // 413 payload_too_large
  if (code === 'FST_PROTO_VIOLATION') return ValidationError.field('file', 'the form names a field that is not allowed', 'bad_request');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return ValidationError.field('file', 'is required: send multipart/form-data with parts named file', 'bad_request');
  // busboy's own ("Unexpected end of form", a malformed part header): the body was cut short or is not multipart.
  if (error instanceof Error && !(error as { statusCode?: number }).statusCode && error.name !== 'AbortError') {
    return ValidationError.field('file', 'the multipart body is malformed or was cut short; nothing was stored', 'bad_request');
  }
  return error;
}

/** Reads a stream whole, refusing it (BlobTooLargeError, 413) as soon as it passes maxBytes. */
export async function readCapped(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const ONE_FILE = 'is required: send multipart/form-data with one part named file';

/**
 * The one part named `file` of a form that holds nothing else, read whole up to maxBytes (small
 * files only: images, a PDF to verify). Anything else in the form, a body cut short or a lying
 * boundary is 400; a file over the cap 413.
 */
export async function readOneFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw ValidationError.field('file', ONE_FILE);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 } });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw ValidationError.field('file', ONE_FILE);
    }
    return await readCapped(part.file, maxBytes);
  } catch (error) {
    throw multipartProblem(error, maxBytes);
  }
}
