/*
 * Sending a stored document (issue 33): streamed from the vault with the type recorded at upload,
 * as an attachment with a safe file name (RFC 6266: an ASCII `filename` and the UTF-8 `filename*`,
 * from the `content-disposition` package), nosniff, no-store, the plaintext's SHA-256 as a strong
 * ETag, and single byte ranges (Range, If-Range, 206, 416; `range-parser`). The headers describing
 * the content are set only once the vault has opened and checked the bytes, so a corrupted file's
 * 500 problem is never sent as an attachment.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError } from '../../../shared/errors.js';
import type { ByteRange, OpenedDocument } from '../../../shared/storage/document-vault.js';

/** 416: no byte of the asked range is in the file (Content-Range says its size). */
export class RangeNotSatisfiableError extends AppError {
  readonly status = 416;
  constructor(readonly size: number) {
    super(`The range asked for is outside the file (${size} bytes).`, 'range_not_satisfiable', { size });
  }
}

export interface Downloadable {
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
}

/** The one range to send: undefined for the whole file (no Range, If-Range of another version, several or malformed ranges). */
function rangeOf(request: FastifyRequest, document: Downloadable, etag: string): ByteRange | undefined {
  const header = request.headers.range;
  if (header === undefined) return undefined;
  // If-Range with another version (an old ETag or a date): the whole current file instead.
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return undefined;
  const ranges = parseRange(document.size, header, { combine: true });
  if (ranges === -1) throw new RangeNotSatisfiableError(document.size);
  // Malformed, another unit, or several ranges (a multipart/byteranges answer is not offered): the whole file.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** Answers the request with the document: 200, 206 with its range, 304 for the current ETag, 416 with Content-Range. */
export async function sendDocument(request: FastifyRequest, reply: FastifyReply, document: Downloadable, open: (range?: ByteRange) => Promise<OpenedDocument>): Promise<FastifyReply> {
  const etag = `"${document.sha256}"`;
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.header('etag', etag).code(304).send();
  let range: ByteRange | undefined;
  try {
    range = rangeOf(request, document, etag);
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) reply.header('content-range', `bytes */${document.size}`);
    throw error;
  }
  const opened = await open(range);
  reply
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(document.fileName, { type: 'attachment' }))
    .header('content-length', String(opened.size))
    .type(document.mediaType);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${document.size}`);
  return reply.send(opened.stream);
}
