import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { buildApp } from './app.js';
import { testConfig } from './testing/harness.js';

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  test('close() stops accepting, finishes requests in flight, then closes the database', async () => {
    // The slow request is held by the test, not by a timer: no guess about how long anything takes.
    const arrived = signal();
    const release = signal();
    const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), {
      logger: false,
      extend: (instance) =>
        instance.get('/slow', { config: { public: true }, schema: { hide: true } }, async () => {
          arrived.resolve();
          await release.promise;
          return { finished: true };
        }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await arrived.promise;
    const closing = app.close();

    const refusesConnections = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.on('error', () => resolve(true));
      });
    let refused = false;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      refused = await refusesConnections();
      if (!refused) await sleep(20);
    }
    assert.equal(refused, true, 'new connections are refused while closing');

    release.resolve();
    assert.deepEqual(await inFlight, { status: 200, body: { finished: true } });
    await closing;
    await assert.rejects(app.db.selectFrom('users').select('id').execute(), 'the database is closed after shutdown');
  });
});

describe('logging and readiness', () => {
  test('every log line of a request carries its request id; secrets are redacted', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: { level: 'info', stream } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer abc.def.ghi', 'x-request-id': 'trace-me-1' } });
      // The server's own id names the request (issue 28.10); the caller's rides beside it on every line.
      const serverId = res.headers['x-request-id'];
      assert.match(String(serverId), /^[0-9a-f-]{36}$/);
      const mine = lines.filter((line) => JSON.stringify(line).includes('trace-me-1') || line.reqId === serverId);
      assert.ok(mine.length >= 3, `expected incoming, refused and completed lines, got ${JSON.stringify(lines)}`);
      for (const line of mine) {
        assert.equal(line.reqId, serverId);
        assert.equal(line.callerRequestId, 'trace-me-1');
      }
      assert.ok(!JSON.stringify(lines).includes('abc.def.ghi'), 'the bearer token never reaches the log');
    } finally {
      await app.close();
    }
  });

  test('GET /readyz answers 503 when the database is gone', async () => {
    const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: false });
    try {
      await app.ready();
      await app.db.destroy();
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().code, 'database_unreachable');
      assert.deepEqual(res.json().checks, { database: 'down' });
      assert.equal(res.headers['retry-after'], '2');
    } finally {
      await app.close().catch(() => {});
    }
  });
});
