import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { CALLER_REQUEST_ID_HEADER, callerRequestId } from './request-id.js';

/**
 * The security headers of every response, API, admin and docs alike. Pages of this server are
 * never framed (clickjacking): `frame-ancestors 'none'` for browsers that read CSP, `X-Frame-Options:
 * DENY` for those that do not. upgrade-insecure-requests would break the admin and docs pages on
 * http://localhost. Styles and fonts come from this server only: helmet's defaults also allowed
 * any https origin and inline styles (`style-src https: 'unsafe-inline'`, `font-src https:`),
 * which the admin does not need (its CSS is one built file; React sets style properties through
 * the DOM, which CSP does not count as inline) and an injected page could use to exfiltrate by CSS.
 * The API docs set their own policy (openapi.ts).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: { upgradeInsecureRequests: null, frameAncestors: ["'none'"], styleSrc: ["'self'"], fontSrc: ["'self'", 'data:'] },
  },
  frameguard: { action: 'deny' },
});

const ignore = () => {};

/** The security headers as a plain list, for answers written to the socket outside Fastify. */
export function securityHeaderList(): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  securityHeaders({} as never, response as never, ignore);
  return [...headers];
}

// Helmet's values depend on nothing in the request (no CSP nonce), so they are worked out once:
// running its middleware on every answer cost about a tenth of /healthz (bench/README.md).
const COMMON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(securityHeaderList()),
  'cache-control': 'no-store',
});

/**
 * Headers every answer carries, success or error, including errors the framework raises before
 * any hook runs (bad URL, over-long path parameter): the security headers, the request id, and
 * `no-store` unless a public route later says otherwise.
 */
export function applyCommonHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(COMMON_HEADERS);
  reply.header('x-request-id', request.id);
  const callerId = callerRequestId(request.headers);
  if (callerId !== undefined) reply.header(CALLER_REQUEST_ID_HEADER, callerId);
}
