import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import {
  chooseEncoding,
  compress,
  namesCurrent,
  publicCacheControl,
  sendRecorded,
  variantTag,
  type Encoding,
} from '../../../shared/http/public-cache.js';
import type { Rendered } from './feeds.js';

type Forms = Partial<Record<Encoding, Promise<Buffer>>>;

// Keyed by the rendered document itself: a new version is a new object, so each version is
// compressed once per encoding, and its compressed forms go when the renderer drops it.
const forms = new WeakMap<Rendered, Forms>();

function compressedForm(document: Rendered, encoding: Encoding): Promise<Buffer> {
  let found = forms.get(document);
  if (!found) {
    found = {};
    forms.set(document, found);
  }
  let pending = found[encoding];
  if (!pending) {
    const held = found;
    pending = compress(document.body, encoding);
    held[encoding] = pending;
    void pending.catch(() => delete held[encoding]);
  }
  return pending;
}

/**
 * Sends a rendered document with ETag and Last-Modified, or 304 when the client's copy is current
 * (If-None-Match wins over If-Modified-Since, as RFC 9110 says), in br or gzip when the client
 * takes it (Vary: Accept-Encoding; each encoding has its own strong tag). Cache-Control comes from
 * the public cache settings (PUBLIC_MAX_AGE_SECONDS, PUBLIC_STALE_WHILE_REVALIDATE_SECONDS), its
 * max-age shortened before the next scheduled post's moment, so no cache hides the post past it.
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  document: Rendered,
  contentType: string,
): Promise<FastifyReply> {
  const { config, clock } = request.server;
  const tag = document.etag.slice(1, -1);
  const encoding = chooseEncoding(request, document.body.length);
  reply
    .header('etag', variantTag(tag, encoding))
    .header('last-modified', document.lastModified)
    .header('vary', 'accept-encoding')
    .header('cache-control', publicCacheControl(config.publicCache, document.validUntil, clock.now().getTime()));
  const ifNoneMatch = request.headers['if-none-match'];
  // Only the validators go to fresh(): it treats "Cache-Control: no-cache" as "send it all", but that
  // directive is for caches, and fetch() adds it to every conditional request.
  const current =
    ifNoneMatch !== undefined
      ? namesCurrent(ifNoneMatch, tag)
      : fresh({ 'if-modified-since': request.headers['if-modified-since'] }, { 'last-modified': document.lastModified });
  const basis = { version: document.version, validUntil: document.validUntil, tag };
  if (current) return sendRecorded(request, reply.code(304), basis, null);
  reply.code(200).type(contentType);
  if (!encoding) return sendRecorded(request, reply, basis, document.body);
  const body = await compressedForm(document, encoding);
  return sendRecorded(request, reply.header('content-encoding', encoding), basis, body);
}
