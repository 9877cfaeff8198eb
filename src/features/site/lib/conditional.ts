import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import type { Rendered } from './feeds.js';

/**
 * Sends a rendered document with ETag and Last-Modified, or 304 when the client's copy is current
 * (If-None-Match wins over If-Modified-Since, as RFC 9110 says). Caches may store the document but
 * must revalidate each time, so a scheduled post is never hidden behind a stale copy.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, document: Rendered, contentType: string): FastifyReply {
  reply
    .header('etag', document.etag)
    .header('last-modified', document.lastModified)
    .header('cache-control', 'public, no-cache');
  // Only the validators go to fresh(): it treats "Cache-Control: no-cache" as "send it all", but that
  // directive is for caches, and fetch() adds it to every conditional request.
  const conditions = { 'if-none-match': request.headers['if-none-match'], 'if-modified-since': request.headers['if-modified-since'] };
  if (fresh(conditions, { etag: document.etag, 'last-modified': document.lastModified })) {
    return reply.code(304).send();
  }
  return reply.code(200).type(contentType).send(document.body);
}
