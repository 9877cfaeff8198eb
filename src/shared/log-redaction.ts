import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets wherever they appear (a reset link opened from an old
 * mail, a client that put a token in the URL): their values never reach a log line.
 */
const SECRET_PARAM = /^(?:token|.*[-_]?token|password|passwd|pass|secret|.*[-_]?secret|code|key|.*[-_]key|apikey|signature|sig)$/i;
export const REDACTED = '[redacted]';

/** Paths whose segment is itself a secret: the calendar feed's URL is its credential. */
const SECRET_PATH = /^(\/api\/calendar\/)[^/?]+(\.ics)/;

/** The URL with secret path segments and the value of every secret query parameter replaced. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, `$1${REDACTED}$2`);
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape stays as sent; the name is matched raw.
      }
      return equals !== -1 && SECRET_PARAM.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's request serializer, with secret query values redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
