import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { publicCacheOf } from '../../shared/http/public-cache.js';
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
    test('another instance on the same database serves a write made on the first at its next request', async () => {
      clock.set(START);
      const other = await t.otherInstance({}, { clock });
      try {
        await publish(t, 'Before the edit');
        const first = await other.inject('/api/blog?pageSize=5');
        assert.deepEqual(titles(first).slice(0, 1), ['Before the edit']);
        // Served from B's memory now: a change behind the version's back stays invisible there ...
        await retitleQuietly(t, 'before-the-edit', 'Changed quietly');
        assert.deepEqual(titles(await other.inject('/api/blog?pageSize=5')).slice(0, 1), ['Before the edit']);
        // ... while a write through A bumps the version, and B's very next request shows it.
        await publish(t, 'Written on instance A');
        const after = await other.inject('/api/blog?pageSize=5');
        assert.deepEqual(titles(after).slice(0, 2), ['Written on instance A', 'Changed quietly']);
        assert.notEqual(after.headers.etag, first.headers.etag);
        const post = await other.inject('/api/blog/written-on-instance-a');
        assert.equal(post.statusCode, 200);
        // And the other way: an archive through B is gone from A at once.
        const id = JSON.parse(post.body).id as number;
        assertStatus(await t.api('GET', '/api/blog/written-on-instance-a'), 200);
        const archived = await other.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: { authorization: `Bearer ${await t.token()}` } });
        assert.equal(archived.statusCode, 204);
        assertProblem(await t.api('GET', '/api/blog/written-on-instance-a'), 404, { code: 'not_found' });
      } finally {
        await other.close();
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
      const cache = publicCacheOf(t.app);
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
  { app: { clock }, config: { publicCache: { budgetBytes: BUDGET, maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } } },
);
