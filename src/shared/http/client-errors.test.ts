import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../app.js';
import { testConfig } from '../../testing/harness.js';
import type { App } from './app-types.js';

/** Writes raw bytes to the server and reads the whole answer (the server closes the connection). */
function raw(port: number, request: string): Promise<{ status: number; headers: Map<string, string>; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
    });
  });
}

describe('requests Node cannot parse still get problem+json with the common headers', () => {
  let app: App;
  let port = 0;
  before(async () => {
    app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  after(() => app.close());

  const expectProblem = (answer: Awaited<ReturnType<typeof raw>>, status: number, code: string) => {
    assert.equal(answer.status, status);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/problem\+json/);
    assert.equal(answer.body.code, code);
    assert.equal(answer.body.status, status);
    assert.equal(answer.headers.get('x-request-id'), answer.body.traceId);
    assert.equal(answer.headers.get('x-frame-options'), 'DENY');
    assert.match(answer.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
  };

  test('a malformed request line is 400 bad_request', async () => {
    expectProblem(await raw(port, 'NOT HTTP AT ALL\r\n\r\n'), 400, 'bad_request');
  });

  test('headers beyond the limit are 431 header_fields_too_large', async () => {
    expectProblem(await raw(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'header_fields_too_large');
  });
});
