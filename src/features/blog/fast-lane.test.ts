import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { readContentState } from '../../db/content-version.js';
import type { App } from '../../shared/http/app-types.js';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';

/*
 * The fast lane (src/shared/http/fast-lane.ts) replays public answers before Fastify, so only a
 * real socket reaches it: every request here goes over one. `app.fastLane.replayed` tells which
 * path answered.
 */

const START = '2031-06-01T09:00:00.000Z';
const clock = manualClock(START);

interface Answer {
  status: number;
  /** Lower-cased, in the order sent, without the connection's own (date, connection, keep-alive). */
  headers: Array<[string, string]>;
  body: Buffer;
}

const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive']);

async function listen(app: App): Promise<(path: string, headers?: Record<string, string>, method?: string) => Promise<Answer>> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!.toLowerCase();
            if (!CONNECTION_HEADERS.has(name)) pairs.push([name, response.rawHeaders[i + 1]!]);
          }
          resolve({ status: response.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
      });
      request.on('error', reject);
      request.end();
    });
}

/** Asks twice for a path on a fresh instance: Fastify answers the first, the lane the second. */
async function replayedOnce(app: App, get: (path: string) => Promise<Answer>, path: string) {
  await get(path);
  await get(path);
  assert.equal(app.fastLane.replayed, 1);
}

const header = (answer: Answer, name: string) => answer.headers.find(([key]) => key === name)?.[1];
const withoutRequestId = (answer: Answer) => answer.headers.filter(([name]) => name !== 'x-request-id');
const titles = (answer: Answer) => (JSON.parse(answer.body.toString()) as { items: { title: string }[] }).items.map((post) => post.title);

async function publish(t: TestContext, title: string, extra: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/blog', {
    token: await t.token(),
    body: { title, content: `<p>${'Notes on the filing calendar. '.repeat(30)}</p>`, status: 'published', ...extra },
  });
  assertStatus(res, 201);
  return res.data as { id: number; slug: string };
}

/** Waits, turn by turn, until an instance has heard of the version now in the database. */
async function heardLatest(t: TestContext, app: App) {
  const target = (await readContentState(t.db)).version;
  const giveUpAt = Date.now() + 10_000;
  while (Date.now() < giveUpAt) {
    if (t.dialect === 'sqlite' || app.contentVersion.notifiedUpTo >= target) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  assert.fail(`the instance never heard of version ${target}`);
}

describeApi(
  'public reads: the fast lane replays what Fastify sent',
  (t) => {
    /** An instance on this test's database, on a socket, with the change check that needs no read per request. */
    async function instance(options: { logStream?: { write(line: string): void }; budgetBytes?: number; trustProxy?: boolean } = {}) {
      const publicCache = { ...t.app.config.publicCache, changeCheck: 'notify' as const, ...(options.budgetBytes === undefined ? {} : { budgetBytes: options.budgetBytes }) };
      const config = { publicCache, logLevel: 'info' as const, ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }) };
      const app = await t.otherInstance(config, { clock, ...(options.logStream ? { logStream: options.logStream } : {}) });
      if (t.dialect === 'postgres') {
        const giveUpAt = Date.now() + 10_000;
        while (!app.contentVersion.isListening && Date.now() < giveUpAt) await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return { app, get: await listen(app) };
    }

    test('every public read: the replay has the same status, headers (request id aside) and bytes as the answer Fastify sent', async () => {
      clock.set(START);
      const category = await t.api('POST', '/api/category', { token: await t.token(), body: { name: 'Payroll' } });
      assertStatus(category, 201);
      const post = await publish(t, 'Replayed to the byte', { categoryId: (category.data as { id: number }).id });
      const { app, get } = await instance();
      try {
        const paths = [
          '/api/blog',
          '/api/blog?pageSize=5&page=1',
          '/api/blog?category=payroll',
          `/api/blog/${post.slug}`,
          '/robots.txt',
          `/${app.config.sitePrefix}/sitemap.xml`,
          `/${app.config.sitePrefix}/rss.xml`,
          `/${app.config.sitePrefix}/rss.xml?category=payroll`,
        ];
        for (const path of paths) {
          for (const encoding of [undefined, 'br, gzip', 'gzip']) {
            const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
            const before = app.fastLane.replayed;
            const first = await get(path, headers);
            assert.equal(app.fastLane.replayed, before, `${path} ${encoding}: the first answer comes from Fastify`);
            const replay = await get(path, headers);
            assert.equal(app.fastLane.replayed, before + 1, `${path} ${encoding}: the second is replayed`);
            assert.equal(replay.status, 200);
            assert.equal(first.status, 200);
            assert.deepEqual(withoutRequestId(replay), withoutRequestId(first), `${path} ${encoding}: same headers`);
            assert.ok(replay.body.equals(first.body), `${path} ${encoding}: same bytes`);
            assert.match(header(replay, 'x-request-id') ?? '', /^[0-9a-f-]{36}$/);
            assert.notEqual(header(replay, 'x-request-id'), header(first, 'x-request-id'));
            assert.equal(header(replay, 'content-security-policy'), header(first, 'content-security-policy'));
            if (encoding && replay.body.length > 0 && header(replay, 'content-encoding')) {
              const plain = header(replay, 'content-encoding') === 'br' ? zlib.brotliDecompressSync(replay.body) : zlib.gunzipSync(replay.body);
              assert.ok(plain.length > replay.body.length, `${path}: compressed`);
            }

            // Revalidation: Fastify's 304 first, then its replay, the same but for the request id.
            const condition = { ...headers, 'if-none-match': header(first, 'etag')! };
            const notModified = await get(path, condition);
            const replayedNotModified = await get(path, condition);
            assert.equal(notModified.status, 304);
            assert.equal(replayedNotModified.status, 304);
            assert.equal(replayedNotModified.body.length, 0);
            assert.deepEqual(withoutRequestId(replayedNotModified), withoutRequestId(notModified));
            assert.equal(app.fastLane.replayed, before + 2, `${path} ${encoding}: the 304 is replayed too`);
          }
        }
        // A caller's request id is echoed beside the server's own, as Fastify does, and stays that
        // caller's: a record made from a request that carried one never replays it to another.
        const replayedBefore = app.fastLane.replayed;
        const traced = await get('/api/blog?pageSize=7', { 'x-request-id': 'trace-42.a' });
        const tracedReplay = await get('/api/blog?pageSize=7', { 'x-request-id': 'trace-42.b' });
        const untraced = await get('/api/blog?pageSize=7', {});
        assert.equal(app.fastLane.replayed, replayedBefore + 2, 'the two after the first are replays');
        for (const [answer, callerId] of [[traced, 'trace-42.a'], [tracedReplay, 'trace-42.b'], [untraced, undefined]] as const) {
          assert.match(header(answer, 'x-request-id') ?? '', /^[0-9a-f-]{36}$/);
          assert.equal(header(answer, 'x-caller-request-id'), callerId);
        }
      } finally {
        await app.close();
      }
    });

    test('a write shows at the next request: on this instance at once, on another once notified', async () => {
      clock.set(START);
      const [a, b] = [await instance(), await instance()];
      try {
        await publish(t, 'Known to both');
        // Both must have heard of it: a notification arriving between two requests ends the trust.
        await Promise.all([heardLatest(t, a.app), heardLatest(t, b.app)]);
        for (const { get } of [a, b]) {
          await get('/api/blog?pageSize=3');
          assert.deepEqual(titles(await get('/api/blog?pageSize=3')).slice(0, 1), ['Known to both']);
        }
        const replayedBefore = a.app.fastLane.replayed + b.app.fastLane.replayed;
        assert.ok(replayedBefore >= 2);

        // Written through instance A: A's next request shows it, B's once B has heard of it.
        const written = await a.app.inject({
          method: 'POST',
          url: '/api/blog',
          headers: { authorization: `Bearer ${await t.token()}` },
          payload: { title: 'Written on A', content: '<p>Text.</p>', status: 'published' },
        });
        assert.equal(written.statusCode, 201);
        assert.deepEqual(titles(await a.get('/api/blog?pageSize=3')).slice(0, 1), ['Written on A']);
        await heardLatest(t, b.app);
        assert.deepEqual(titles(await b.get('/api/blog?pageSize=3')).slice(0, 1), ['Written on A']);
        // Archived through B: gone from A's post page, which A had been replaying.
        const slug = 'written-on-a';
        await a.get(`/api/blog/${slug}`);
        assert.equal((await a.get(`/api/blog/${slug}`)).status, 200);
        const archived = await b.app.inject({
          method: 'DELETE',
          url: `/api/blog/${written.json<{ id: number }>().id}`,
          headers: { authorization: `Bearer ${await t.token()}` },
        });
        assert.equal(archived.statusCode, 204);
        await heardLatest(t, a.app);
        assert.equal((await a.get(`/api/blog/${slug}`)).status, 404);
      } finally {
        await Promise.all([a.app.close(), b.app.close()]);
      }
    });

    test('a scheduled post appears at its moment, and the replayed max-age counts down to it', async () => {
      clock.set(START);
      const moment = new Date(Date.parse(START) + 3_600_000).toISOString();
      await publish(t, 'Scheduled for ten', { publishedAt: moment });
      const { app, get } = await instance();
      try {
        await get('/api/blog?pageSize=2');
        const early = await get('/api/blog?pageSize=2');
        assert.equal(app.fastLane.replayed, 1);
        assert.doesNotMatch(early.body.toString(), /Scheduled for ten/);
        clock.set(new Date(Date.parse(moment) - 20_000));
        // (On PostgreSQL the clock's jump also ends the version's trust: one request reads it again.)
        if (t.dialect === 'postgres') await get('/api/blog?pageSize=2');
        const replayed = app.fastLane.replayed;
        const close = await get('/api/blog?pageSize=2');
        assert.equal(app.fastLane.replayed, replayed + 1);
        assert.match(header(close, 'cache-control') ?? '', /max-age=20,/);
        clock.set(moment);
        assert.deepEqual(titles(await get('/api/blog?pageSize=2')).slice(0, 1), ['Scheduled for ten']);
        assert.equal(app.fastLane.replayed, replayed + 1, 'past its moment the record is not replayed');
      } finally {
        await app.close();
      }
    });

    test('Fastify answers what the lane must not: CORS, HEAD, a date-only conditional, no cache budget', async () => {
      clock.set(START);
      const { app, get } = await instance();
      try {
        await replayedOnce(app, get, '/robots.txt');
        await get('/robots.txt', { origin: 'https://elsewhere.example' });
        await get('/robots.txt', {}, 'HEAD');
        await get('/robots.txt', { 'if-modified-since': new Date(Date.parse(START)).toUTCString() });
        assert.equal(app.fastLane.replayed, 1);
      } finally {
        await app.close();
      }
      const off = await instance({ budgetBytes: 0 });
      try {
        await off.get('/robots.txt');
        assert.equal((await off.get('/robots.txt')).status, 200);
        assert.equal(off.app.fastLane.replayed, 0, 'PUBLIC_CACHE_MB=0 turns the lane off with the cache');
      } finally {
        await off.app.close();
      }
    });

    test('a category renamed or the site settings saved: the feeds replayed before are not replayed again', async () => {
      clock.set(START);
      const created = await t.api('POST', '/api/category', { token: await t.token(), body: { name: 'Estates' } });
      assertStatus(created, 201);
      const { id } = created.data as { id: number };
      await publish(t, 'An estate in order', { categoryId: id });
      const { app, get } = await instance();
      const rss = `/${app.config.sitePrefix}/rss.xml`;
      try {
        await get(rss);
        assert.match((await get(rss)).body.toString(), /<category>Estates<\/category>/);
        const replayed = app.fastLane.replayed;
        assertStatus(await t.api('PUT', `/api/category/${id}`, { token: await t.token(), body: { name: 'Estates and trusts' } }), 200);
        await heardLatest(t, app);
        assert.match((await get(rss)).body.toString(), /<category>Estates and trusts<\/category>/);
        assert.equal(app.fastLane.replayed, replayed, 'the renamed feed came from Fastify, not from the record');
        const settings = await t.api('GET', '/api/sitesettings', { token: await t.token() });
        assertStatus(settings, 200);
        const { updatedAt: _readOnly, ...current } = settings.data as Record<string, unknown>;
        await get(rss);
        const saved = await t.api('PUT', '/api/sitesettings', { token: await t.token(), body: { ...current, siteName: 'Harbor Tax Advisors' } });
        assertStatus(saved, 200);
        await heardLatest(t, app);
        assert.match((await get(rss)).body.toString(), /<title>Harbor Tax Advisors<\/title>/);
      } finally {
        await app.close();
      }
    });

    test('hostile keys: long URLs and Accept-Encoding values are never recorded, and records stay within PUBLIC_CACHE_MB', async () => {
      clock.set(START);
      const budgetBytes = 64 * 1024;
      const { app, get } = await instance({ budgetBytes });
      try {
        const long = `/robots.txt?${'x'.repeat(2100)}`;
        await get(long);
        await get(long);
        await get('/robots.txt', { 'accept-encoding': `gzip;q=1, ${'x'.repeat(300)}` });
        await get('/robots.txt', { 'accept-encoding': `gzip;q=1, ${'x'.repeat(300)}` });
        assert.equal(app.fastLane.replayed, 0);
        assert.equal(app.fastLane.heldBytes, 0);
        // Distinct query strings (robots.txt takes any) and Accept-Encoding values near the limits.
        // Each record counts its key and headers, not only its body (85 bytes here): else such keys
        // would hold many times the budget.
        const keyOf = (n: number) => ({ path: `/robots.txt?${n}${'y'.repeat(2000)}`, encoding: `gzip, ${n}${'z'.repeat(240)}` });
        const first = keyOf(0);
        await get(first.path, { 'accept-encoding': first.encoding });
        assert.ok(app.fastLane.heldBytes >= 2 * (first.path.length + first.encoding.length), `one record counts ${app.fastLane.heldBytes} bytes`);
        for (let n = 1; n < 150; n++) {
          const { path, encoding } = keyOf(n);
          await get(path, { 'accept-encoding': encoding });
        }
        assert.ok(app.fastLane.heldBytes <= budgetBytes);
        assert.ok(app.fastLane.heldBytes > budgetBytes / 2, 'records are kept up to the budget');
      } finally {
        await app.close();
      }
    });

    test('once the lane is closed (a shutdown begins), Fastify answers every request', async () => {
      clock.set(START);
      const { app, get } = await instance();
      try {
        await replayedOnce(app, get, '/robots.txt');
        app.fastLane.close();
        assert.equal((await get('/robots.txt')).status, 200);
        assert.equal(app.fastLane.replayed, 1);
      } finally {
        await app.close();
      }
    });

    test('TRUST_PROXY: a replay logs the forwarded address and host as Fastify does', async () => {
      clock.set(START);
      const log = capturedLog();
      const { app, get } = await instance({ logStream: log.stream, trustProxy: true });
      try {
        const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'www.example-tax.com' };
        const first = await get('/robots.txt', forwarded);
        const replay = await get('/robots.txt', forwarded);
        assert.equal(app.fastLane.replayed, 1);
        const requestOf = (answer: Answer) => {
          const line = log.lines.map((text) => JSON.parse(text) as { reqId?: string; msg: string; req?: Record<string, unknown> }).find((entry) => entry.reqId === header(answer, 'x-request-id') && entry.msg === 'incoming request');
          const { remotePort: _port, ...rest } = line!.req!;
          return rest;
        };
        assert.deepEqual(requestOf(replay), requestOf(first));
        assert.deepEqual(requestOf(replay), { method: 'GET', url: '/robots.txt', host: 'www.example-tax.com', remoteAddress: '203.0.113.7' });
      } finally {
        await app.close();
      }
    });

    test('a replay is logged and counted as Fastify logs and counts a request', async () => {
      clock.set(START);
      const log = capturedLog();
      const { app, get } = await instance({ logStream: log.stream });
      try {
        await get('/robots.txt');
        log.lines.length = 0;
        const replay = await get('/robots.txt?token=secret-value', {});
        const replayAgain = await get('/robots.txt?token=secret-value', {});
        assert.equal(app.fastLane.replayed, 1, 'the first of a new URL goes through Fastify');
        const id = header(replayAgain, 'x-request-id');
        const lines = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === id);
        assert.deepEqual(lines.map((line) => line.msg), ['incoming request', 'request completed']);
        const request = lines[0]!.req as { method: string; url: string; remoteAddress: string };
        assert.equal(request.method, 'GET');
        assert.equal(request.url, '/robots.txt?token=[redacted]', 'secret query values never reach a log line');
        assert.equal(request.remoteAddress, '127.0.0.1');
        assert.deepEqual(lines[1]!.res, { statusCode: 200 });
        assert.equal(typeof lines[1]!.responseTime, 'number');
        // The Fastify-served request logged the same shape.
        const fromFastify = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === header(replay, 'x-request-id'));
        assert.deepEqual(fromFastify.map((line) => line.msg), ['incoming request', 'request completed']);
        assert.deepEqual(Object.keys(fromFastify[0]!.req as object).sort(), Object.keys(request).sort());

        const metrics = await app.metrics.registry.getSingleMetricAsString('taxdesk_http_request_duration_seconds');
        const count = /_count\{method="GET",route="\/robots\.txt",status="200"\} (\d+)/.exec(metrics);
        assert.ok(count, metrics);
        assert.equal(Number(count[1]), 3);
      } finally {
        await app.close();
      }
    });
  },
  { app: { clock } },
);
