/*
 * A stop with idle keep-alive connections open (issue 28.12): a request a client sends on one just
 * after the stop began is answered, with Connection: close, instead of meeting a socket that was cut.
 * 16 connections, as the finding measured; each sends its next request after close() began.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { buildApp } from '../../app.js';
import { testConfig } from '../../testing/harness.js';
import type { App } from './app-types.js';
import { drainIdleConnectionsOnClose } from './idle-drain.js';

const REQUEST = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';

/** A raw keep-alive connection: send a request, read one whole answer (headers and the body of content-length). */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffered = '';
  let ended = false;
  const waiters: Array<() => void> = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    for (const wake of waiters.splice(0)) wake();
  });
  const end = () => {
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  };
  socket.on('end', end);
  socket.on('close', end);
  socket.on('error', end);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  async function answer(): Promise<string | null> {
    for (;;) {
      const head = buffered.indexOf('\r\n\r\n');
      if (head !== -1) {
        const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, head))?.[1] ?? 0);
        if (buffered.length >= head + 4 + length) {
          const whole = buffered.slice(0, head + 4 + length);
          buffered = buffered.slice(head + 4 + length);
          return whole;
        }
      }
      if (ended) return null;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return {
    closed,
    async ask(): Promise<string | null> {
      if (!ended) socket.write(REQUEST);
      return answer();
    },
  };
}

let app: App;
let port: number;

before(async () => {
  app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: false });
  drainIdleConnectionsOnClose(app.server, 3_000);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
after(() => app.close());

test('a stop leaves idle keep-alive connections open: requests sent on them after it began are answered, then the connection closes', async () => {
  const connections = Array.from({ length: 16 }, () => connection(port));
  for (const each of connections) assert.match((await each.ask()) ?? '', /^HTTP\/1\.1 200/);
  // All 16 idle now; the stop begins.
  const closing = app.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const answers = await Promise.all(connections.map((each) => each.ask()));
  for (const [index, answer] of answers.entries()) {
    assert.ok(answer, `connection ${index}: cut without an answer`);
    assert.match(answer, /^HTTP\/1\.1 200/, `connection ${index}`);
    assert.match(answer, /\r\nconnection: close\r\n/i, `connection ${index}: told to close`);
  }
  await Promise.all(connections.map((each) => each.closed));
  const started = performance.now();
  await closing;
  assert.ok(performance.now() - started < 1_000, 'the stop ended once the connections had');
});

test('a connection left idle through the drain is closed at its end, so a stop stays bounded', async () => {
  const bounded = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: false });
  drainIdleConnectionsOnClose(bounded.server, 500);
  await bounded.listen({ port: 0, host: '127.0.0.1' });
  const idle = connection((bounded.server.address() as net.AddressInfo).port);
  assert.match((await idle.ask()) ?? '', /^HTTP\/1\.1 200/);
  const started = performance.now();
  await bounded.close();
  const ms = performance.now() - started;
  await idle.closed;
  assert.ok(ms >= 450 && ms < 3_000, `closed after ${Math.round(ms)} ms`);
});
