import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { readContentState } from '../../db/content-version.js';
import type { ServiceContext } from '../../shared/context.js';
import { systemActor } from '../users/service.js';
import { createPost } from './service.js';
import type { App } from '../../shared/http/app-types.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const START = '2031-05-01T09:00:00.000Z';
const clock = manualClock(START);

async function publish(t: TestContext, title: string, extra: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/blog', {
    token: await t.token(),
    body: { title, content: `<p>${'A paragraph about deadlines. '.repeat(20)}</p>`, status: 'published', ...extra },
  });
  assertStatus(res, 201);
  return res.data;
}

const titles = (res: { body: string }) => (JSON.parse(res.body) as { items: { title: string }[] }).items.map((post) => post.title);

/** Changes a post behind the cache's back (no version bump): a cached answer still shows the old title. */
async function retitleQuietly(t: TestContext, slug: string, title: string) {
  await t.db.updateTable('blog_posts').set({ title }).where('slug', '=', slug).execute();
}

describeApi(
  'public blog reads from memory',
  (t) => {
    /** Two instances on this test's database (own pools on PostgreSQL), as two processes would be. */
    async function twoInstances(changeCheck: 'notify' | 'read') {
      const publicCache = { ...t.app.config.publicCache, changeCheck };
      return Promise.all([t.otherInstance({ publicCache }, { clock }), t.otherInstance({ publicCache }, { clock })]);
    }

    /** Waits (turn by turn, never on a timer) until an instance has heard of the version in the database. */
    async function heard(app: App, what: 'version' | 'notification' | 'listening') {
      const target = (await readContentState(t.db)).version;
      const done = {
        listening: () => app.contentVersion.isListening,
        notification: () => app.contentVersion.notifiedUpTo >= target,
        version: async () => (await app.contentVersion.current()).version >= target,
      }[what];
      // A bound in wall time for a broken listener; the loop itself waits for the event, turn by turn.
      const giveUpAt = Date.now() + 10_000;
      while (Date.now() < giveUpAt) {
        if (await done()) return;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      assert.fail(`the instance never heard of ${what === 'listening' ? 'its listener' : `version ${target}`}`);
    }

    const write = async (app: App, method: string, url: string, body?: object) =>
      app.inject({ method: method as 'POST', url, payload: body, headers: { authorization: `Bearer ${await t.token()}` } });

    test('PUBLIC_CHANGE_CHECK=read: another instance serves a write made on the first at its very next request', async () => {
      clock.set(START);
      const [a, b] = await twoInstances('read');
      try {
        assert.equal((await write(a, 'POST', '/api/blog', { title: 'Before the edit', content: '<p>Text.</p>', status: 'published' })).statusCode, 201);
        const first = await b.inject('/api/blog?pageSize=5');
        assert.deepEqual(titles(first).slice(0, 1), ['Before the edit']);
        // Served from B's memory now: a change behind the version's back stays invisible there ...
        await retitleQuietly(t, 'before-the-edit', 'Changed quietly');
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Before the edit']);
        // ... while a write through A bumps the version, and B's very next request shows it.
        assert.equal((await write(a, 'POST', '/api/blog', { title: 'Written on instance A', content: '<p>Text.</p>', status: 'published' })).statusCode, 201);
        const after = await b.inject('/api/blog?pageSize=5');
        assert.deepEqual(titles(after).slice(0, 2), ['Written on instance A', 'Changed quietly']);
        assert.notEqual(after.headers.etag, first.headers.etag);
        const post = await b.inject('/api/blog/written-on-instance-a');
        assert.equal(post.statusCode, 200);
        // And the other way: an archive through B is gone from A at once.
        assert.equal((await a.inject('/api/blog/written-on-instance-a')).statusCode, 200);
        assert.equal((await write(b, 'DELETE', `/api/blog/${JSON.parse(post.body).id}`)).statusCode, 204);
        assert.equal((await a.inject('/api/blog/written-on-instance-a')).statusCode, 404);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    test('PUBLIC_CHANGE_CHECK=notify: no read per request; another instance shows a write once notified, its own writes at once', async () => {
      clock.set(START);
      const [a, b] = await twoInstances('notify');
      try {
        if (t.dialect === 'postgres') await Promise.all([heard(a, 'listening'), heard(b, 'listening')]);
        assert.equal((await write(a, 'POST', '/api/blog', { title: 'First on A', content: '<p>Text.</p>', status: 'published' })).statusCode, 201);
        await heard(b, 'version');
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['First on A']);
        // An instance's own write is seen by its own next request, without waiting for anything.
        const own = await write(b, 'POST', '/api/blog', { title: 'Own write on B', content: '<p>Text.</p>', status: 'published' });
        assert.equal(own.statusCode, 201);
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Own write on B']);
        await heard(a, 'version');
        assert.deepEqual(titles(await a.inject('/api/blog?pageSize=5')).slice(0, 1), ['Own write on B']);
        if (t.dialect === 'postgres') {
          // Once B has heard of its own write (its notification ends the trust of any earlier read),
          // B trusts what it read: a version bumped behind every instance's back (no notification)
          // goes unseen while the clock stands still, and is seen a second later at most.
          // (SQLite: content-version.test.ts, another process writing the file.)
          await heard(b, 'notification');
          assert.equal((await b.inject('/api/blog?pageSize=5')).statusCode, 200);
          await t.db.transaction().execute((trx) => trx.updateTable('blog_feed_state').set((eb) => ({ version: eb('version', '+', 1) })).execute());
          await retitleQuietly(t, 'own-write-on-b', 'Retitled behind the API');
          assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Own write on B'], 'served from memory: no version read');
          clock.advance(1000);
          assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Retitled behind the API']);
        }
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    test('PUBLIC_CHANGE_CHECK=notify: a write from a process with no app (the CLI, a job elsewhere) reaches a listening instance at once', { skip: t.dialect === 'sqlite' && 'PostgreSQL only: SQLite sees another process by data_version (content-version.test.ts)' }, async () => {
      clock.set(START);
      const b = await t.otherInstance({ publicCache: { ...t.app.config.publicCache, changeCheck: 'notify' } }, { clock });
      try {
        await heard(b, 'listening');
        await publish(t, 'Before the script');
        await heard(b, 'notification');
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Before the script']);
        // The CLI's context: the service with no watcher in this process, on the same database.
        const bare: ServiceContext = {
          db: t.db,
          reportDb: t.db,
          exportDb: t.db,
          dialect: t.dialect,
          clock,
          config: t.app.config,
          log: t.app.log,
          mailer: t.app.mailer,
          documents: t.app.documents,
          actor: systemActor('cli'),
        };
        await createPost(bare, { title: 'Written by a script', content: '<p>Text.</p>', status: 'published' });
        // Its notification arrives (no timer runs: the clock stands still), and B serves the write.
        await heard(b, 'notification');
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 2), ['Written by a script', 'Before the script']);
      } finally {
        await b.close();
      }
    });

    test('PUBLIC_CHANGE_CHECK=notify: while the listener is down every request reads the version; it listens again', { skip: t.dialect === 'sqlite' && 'PostgreSQL only: SQLite has no listener' }, async () => {
      clock.set(START);
      const [a, b] = await twoInstances('notify');
      try {
        await heard(b, 'listening');
        assert.equal((await write(a, 'POST', '/api/blog', { title: 'Before the cut', content: '<p>Text.</p>', status: 'published' })).statusCode, 201);
        await heard(b, 'version');
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Before the cut']);
        // The network drops B's listening connection (here: the server ends every listener of this schema).
        const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!.schema;
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen "taxdesk_content_${schema}"`}`.execute(t.db);
        const giveUpAt = Date.now() + 10_000;
        while (b.contentVersion.isListening && Date.now() < giveUpAt) await new Promise<void>((resolve) => setImmediate(resolve));
        assert.equal(b.contentVersion.isListening, false);
        // A bump no notification announces is seen at once: B reads the version on every request meanwhile.
        await t.db.transaction().execute((trx) => trx.updateTable('blog_feed_state').set((eb) => ({ version: eb('version', '+', 1) })).execute());
        await retitleQuietly(t, 'before-the-cut', 'Seen while the listener is down');
        assert.deepEqual(titles(await b.inject('/api/blog?pageSize=5')).slice(0, 1), ['Seen while the listener is down']);
        await heard(b, 'listening');
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    test('strong ETag and 304 on If-None-Match for the list, a post and robots.txt; a write changes the tag', async () => {
      clock.set(START);
      await publish(t, 'Tagged post');
      for (const url of ['/api/blog?page=1&pageSize=3', '/api/blog?category=nothing-here', '/api/blog/tagged-post', '/robots.txt']) {
        const first = await t.api('GET', url);
        assertStatus(first, 200);
        const etag = String(first.headers.etag);
        assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/, `${url}: a strong tag`);
        assert.equal(first.headers.vary, 'accept-encoding');
        const again = await t.api('GET', url, { headers: { 'if-none-match': `"other", ${etag}` } });
        assertStatus(again, 304);
        assert.equal(again.body, '');
        assert.equal(again.headers.etag, etag);
        assert.equal(again.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
        assertStatus(await t.api('GET', url, { headers: { 'if-none-match': '"something-else"' } }), 200);
      }
      const before = await t.api('GET', '/api/blog/tagged-post');
      const edit = await t.api('PUT', `/api/blog/${before.data.id}`, {
        token: await t.token(),
        body: { title: 'Tagged post', slug: 'tagged-post', content: '<p>New words</p>', status: 'published' },
      });
      assertStatus(edit, 200);
      const after = await t.api('GET', '/api/blog/tagged-post', { headers: { 'if-none-match': String(before.headers.etag) } });
      assertStatus(after, 200);
      assert.equal(after.data.content, '<p>New words</p>');
    });

    test('br, gzip and identity decode to the same bytes, each with its own tag, compressed once per version', async () => {
      for (let i = 0; i < 4; i++) await publish(t, `Compressed ${i}`);
      const url = '/api/blog?pageSize=10';
      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      assert.ok(plain.rawPayload.length > 1024, 'large enough to be compressed');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);
      assert.deepEqual(zlib.brotliDecompressSync(br.rawPayload), plain.rawPayload);
      assert.deepEqual(zlib.gunzipSync(gzip.rawPayload), plain.rawPayload);
      for (const res of [plain, br, gzip]) assert.equal(res.headers.vary, 'accept-encoding');
      assert.equal(br.headers.etag, String(plain.headers.etag).replace(/"$/, '-br"'));
      assert.equal(gzip.headers.etag, String(plain.headers.etag).replace(/"$/, '-gzip"'));
      // A cache holding the gzip copy revalidates it while asking for br: the same content, 304.
      const revalidated = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) } });
      assert.equal(revalidated.statusCode, 304);
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.deepEqual(again.rawPayload, br.rawPayload);
      // A small answer is not worth compressing.
      const small = await t.app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
      assert.equal(small.headers['content-encoding'], undefined);
    });

    test('a scheduled post appears at its moment without any write, in the list and by its slug', async () => {
      clock.set(START);
      const at = new Date(Date.parse(START) + 90_000).toISOString();
      await publish(t, 'Scheduled for later', { publishedAt: at });
      const early = await t.api('GET', '/api/blog?pageSize=50');
      assert.ok(!titles(early).includes('Scheduled for later'));
      // Caches may keep the page only until the post's moment.
      assert.equal(early.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
      clock.advance(45_000);
      assert.equal((await t.api('GET', '/api/blog?pageSize=50')).headers['cache-control'], 'public, max-age=45, stale-while-revalidate=300');
      assertProblem(await t.api('GET', '/api/blog/scheduled-for-later'), 404, { code: 'not_found' });
      clock.set(at);
      assert.ok(titles(await t.api('GET', '/api/blog?pageSize=50')).includes('Scheduled for later'));
      assertStatus(await t.api('GET', '/api/blog/scheduled-for-later'), 200);
    });

    test('private answers keep no-store; a 404 is not a public answer', async () => {
      const admin = await t.api('GET', '/api/blog/admin/all', { token: await t.token() });
      assertStatus(admin, 200);
      assert.equal(admin.headers['cache-control'], 'no-store');
      assert.equal(admin.headers.etag, undefined);
      const missing = await t.api('GET', '/api/blog/no-such-post');
      assertProblem(missing, 404, { code: 'not_found' });
      assert.equal(missing.headers['cache-control'], 'no-store');
      assertProblem(await t.api('GET', '/api/blog?page=0'), 400, { code: 'validation_failed', fields: ['page'] });
    });
  },
  { app: { clock } },
);

const BUDGET = 12 * 1024;

describeApi(
  'public blog reads: the byte budget',
  (t) => {
    test('past the budget the least recently used answers are dropped and rendered again', async () => {
      clock.set(START);
      const slugs: string[] = [];
      for (let i = 0; i < 12; i++) slugs.push((await publish(t, `Budget post ${i}`)).slug);
      const cache = t.app.publicCache;
      const read = async (slug: string) => (await t.api('GET', `/api/blog/${slug}`)).data.title as string;
      assert.equal(await read(slugs[0]!), 'Budget post 0');
      // Cached: a change behind the version's back is not seen ...
      await retitleQuietly(t, slugs[0]!, 'Seen only after eviction');
      assert.equal(await read(slugs[0]!), 'Budget post 0');
      let most = 0;
      for (const slug of slugs.slice(1)) {
        await read(slug);
        most = Math.max(most, cache.heldBytes);
      }
      assert.ok(most <= BUDGET, `held ${most} bytes of a ${BUDGET}-byte budget`);
      assert.ok(most > BUDGET / 2, 'the cache did fill up');
      // ... until the entry was pushed out by the others: then it is rendered afresh.
      assert.equal(await read(slugs[0]!), 'Seen only after eviction');
    });
  },
  { app: { clock }, config: { publicCache: { budgetBytes: BUDGET, maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300, changeCheck: 'notify' } } },
);
