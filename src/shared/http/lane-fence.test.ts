/*
 * The fast lane's fence (lane-fence.ts): an onRequest or preHandler hook that does not state whether
 * replayed public reads may skip it stops the app at start, in a plugin too; one stated with
 * laneMustSee closes the lane, so Fastify (and the hook) answers every request.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import type { App } from './app-types.js';
import { laneMaySkip, laneMustSee } from './lane-fence.js';
import { describeApi } from '../../testing/harness.js';

async function getTwice(app: App, path: string): Promise<number[]> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = () =>
    new Promise<number>((resolve, reject) => {
      http.get({ port, host: '127.0.0.1', path }, (response) => response.resume().on('end', () => resolve(response.statusCode!))).on('error', reject);
    });
  return [await get(), await get()];
}

describeApi('fast lane fence', (t) => {
  // On SQLite only: the fence is the same on both databases, and an instance refused at start keeps
  // its own PostgreSQL pool open (the test process would not end).
  if (t.dialect === 'sqlite') test('an onRequest or preHandler hook that states nothing stops the app at start, added to the app or in a plugin', async () => {
    for (const extend of [
      (app: App) => app.addHook('onRequest', (_request, _reply, done) => done()),
      (app: App) => void app.register(async (scope) => void scope.addHook('preHandler', async () => {})),
    ]) {
      await assert.rejects(
        t.otherInstance({}, { extend }),
        /hook was added without stating whether replayed public reads may skip it/,
      );
    }
  });

  test('a hook the lane may skip leaves it open: the second identical public read is replayed', async () => {
    let seen = 0;
    const app = await t.otherInstance({}, { extend: (app) => app.addHook('onRequest', laneMaySkip('counts requests in this test', (_request, _reply, done) => (seen++, done()))) });
    try {
      assert.deepEqual(await getTwice(app, '/api/blog?pageSize=3'), [200, 200]);
      assert.equal(app.fastLane.replayed, 1);
      assert.equal(seen, 1, 'the replayed read skipped the hook');
    } finally {
      await app.close();
    }
  });

  test('a hook that must see every request closes the lane: both reads pass it', async () => {
    let seen = 0;
    const app = await t.otherInstance({}, { extend: (app) => app.addHook('onRequest', laneMustSee('a block list in this test', (_request, _reply, done) => (seen++, done()))) });
    try {
      assert.deepEqual(await getTwice(app, '/api/blog?pageSize=3'), [200, 200]);
      assert.equal(app.fastLane.replayed, 0);
      assert.equal(seen, 2);
    } finally {
      await app.close();
    }
  });
});
