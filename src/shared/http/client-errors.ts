import { randomUUID } from 'node:crypto';
import { STATUS_TEXT } from './node-http.js';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorCode } from '../error-codes.js';
import { securityHeaderList } from './headers.js';

const SECURITY_HEADERS = securityHeaderList()
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

function codeFor(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'header_fields_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'bad_request';
}

/**
 * Requests that are not HTTP at all (a malformed request line, headers over Node's limit, a request
 * that never finished) fail in Node's parser before Fastify sees them. They still get a
 * problem+json answer with the security headers and a request id, written to the socket, which is
 * then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const code = codeFor(error);
  const { status, title } = ERROR_CODES[code];
  const traceId = randomUUID();
  const body = JSON.stringify({
    type: 'about:blank',
    title: STATUS_TEXT[status] ?? title,
    status,
    detail: `${title}: the request could not be read as HTTP.`,
    instance: '',
    traceId,
    code,
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'content-type: application/problem+json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'cache-control: no-store\r\n' +
      `x-request-id: ${traceId}\r\n` +
      SECURITY_HEADERS +
      'connection: close\r\n\r\n' +
      body,
  );
}
