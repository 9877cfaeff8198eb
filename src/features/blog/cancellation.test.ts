import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describeApi } from '../../testing/harness.js';
import { until } from '../../testing/until.js';
import { cancellable, ClientClosedRequestError, clientGoneSignal } from './lib/cancellation.js';
import { listPublishedPosts } from './lib/published.js';

describeApi('blog: cancelling the published listing', (t) => {
  test('an aborted signal stops the listing before any query runs', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(listPublishedPosts(t.app, { page: 1, pageSize: 20 }, controller.signal), ClientClosedRequestError);
  });

  test('without a signal, or with one that never fires, the listing answers', async () => {
    const page = await listPublishedPosts(t.app, { page: 1, pageSize: 20 }, new AbortController().signal);
    assert.deepEqual(page, { items: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 });
  });

  test('on PostgreSQL an abort cancels the running query on the server', { skip: t.dialect !== 'postgres' && 'PostgreSQL only' }, async () => {
    const controller = new AbortController();
    const queries = cancellable(t.db, t.dialect, controller.signal);
    // Only backends running it: an idle one still shows its last query, and the pool may hand the
    // check another connection than the one that ran pg_sleep.
    const sleeping = async () =>
      (
        await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
          where state = 'active' and query like '%pg_sleep(20)%' and pid <> pg_backend_pid()`.execute(t.db)
      ).rows[0]?.count;
    const running = queries.run(() => queries.tag(t.db.selectNoFrom(sql<number>`pg_sleep(20)`.as('slept'))).execute());
    // Aborting on a timer could come before a busy pool has sent the query: the cancel would find nothing.
    await until(async () => (await sleeping()) === 1, 'pg_sleep(20) to start on the server', 10_000, 10);
    controller.abort();
    await assert.rejects(running, ClientClosedRequestError);
    // Bounded well under the 20 s sleep: without the cancel the backend would stay active that long.
    await until(async () => (await sleeping()) === 0, 'pg_sleep(20) to stop on the server after the abort', 5000, 10);
  });
});

test('clientGoneSignal fires when the client disconnects before the answer, not after a full answer', async () => {
  const app = Fastify();
  let gone: AbortSignal | null = null;
  let finished: AbortSignal | null = null;
  let arrived!: () => void;
  const inHandler = new Promise<void>((resolve) => (arrived = resolve));
  const aborted = new Promise<void>((resolve) => {
    app.get('/slow', async (_request, reply) => {
      gone = clientGoneSignal(reply);
      gone.addEventListener('abort', () => resolve());
      arrived();
      await new Promise((wait) => setTimeout(wait, 5000).unref());
      return 'late';
    });
  });
  app.get('/fast', async (_request, reply) => {
    finished = clientGoneSignal(reply);
    return 'ok';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const fast = await fetch(`http://127.0.0.1:${port}/fast`);
    assert.equal(await fast.text(), 'ok');
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => {});
    // Not after a fixed pause: a request still on its way when destroyed never reaches the handler,
    // and `aborted` would never settle.
    await inHandler;
    request.destroy();
    await aborted;
    assert.equal(gone!.aborted, true);
    assert.equal(finished!.aborted, false);
  } finally {
    await app.close();
  }
});
