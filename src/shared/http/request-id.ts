import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The response header echoing a caller's own id, beside the server's `X-Request-Id`. */
export const CALLER_REQUEST_ID_HEADER = 'x-caller-request-id';

/**
 * The server's id of a request: always its own UUID. A caller's `X-Request-Id` is never used in its
 * place, or a caller could make two requests (or someone else's) share an id in the logs and the
 * audit trail, and attribution would follow the caller's word.
 */
export function serverRequestId(): string {
  return randomUUID();
}

/** A caller's `X-Request-Id` when it is sane (kept beside the server's id so logs correlate across services). */
export function callerRequestId(headers: IncomingHttpHeaders): string | undefined {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : undefined;
}
