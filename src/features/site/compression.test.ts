import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';

const clock = manualClock('2031-02-01T00:00:00.000Z');

describeApi(
  'public site: compressed sitemap and RSS',
  (t) => {
    test('br, gzip and identity decode to the same document, each with its own tag; any tag of it revalidates', async () => {
      for (let i = 0; i < 12; i++) {
        const res = await t.api('POST', '/api/blog', {
          token: await t.token(),
          body: { title: `Compressed feed post ${i}`, content: '<p>Body</p>', status: 'published' },
        });
        assertStatus(res, 201);
      }
      for (const url of ['/site/sitemap.xml', '/site/rss.xml', '/site/rss.xml?category=none-such']) {
        const plain = await t.app.inject({ url });
        if (url.includes('none-such')) {
          assert.equal(plain.statusCode, 404);
          assert.equal(plain.headers['cache-control'], 'no-store');
          continue;
        }
        const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' } });
        const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
        assert.equal(plain.headers['content-encoding'], undefined);
        assert.equal(br.headers['content-encoding'], 'br', url);
        assert.equal(gzip.headers['content-encoding'], 'gzip', url);
        assert.deepEqual(zlib.brotliDecompressSync(br.rawPayload), plain.rawPayload);
        assert.deepEqual(zlib.gunzipSync(gzip.rawPayload), plain.rawPayload);
        assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${url}: ${br.rawPayload.length} of ${plain.rawPayload.length}`);
        for (const res of [plain, br, gzip]) {
          assert.equal(res.headers.vary, 'accept-encoding');
          assert.equal(res.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
        }
        assert.equal(br.headers.etag, String(plain.headers.etag).replace(/"$/, '-br"'));
        assert.equal(gzip.headers.etag, String(plain.headers.etag).replace(/"$/, '-gzip"'));
        const revalidated = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) } });
        assert.equal(revalidated.statusCode, 304);
        assert.equal(revalidated.headers.etag, br.headers.etag);
        const again = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        assert.deepEqual(again.rawPayload, gzip.rawPayload);
      }
    });

    test('max-age ends at the next scheduled post, so no cache keeps the feed without it past its moment', async () => {
      clock.set('2031-02-01T00:00:00.000Z');
      const res = await t.api('POST', '/api/blog', {
        token: await t.token(),
        body: { title: 'Scheduled feed post', content: '<p>Body</p>', status: 'published', publishedAt: '2031-02-01T00:01:30.000Z' },
      });
      assertStatus(res, 201);
      for (const url of ['/site/rss.xml', '/site/sitemap.xml']) {
        assert.equal((await t.app.inject({ url })).headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
      }
      clock.set('2031-02-01T00:01:00.000Z');
      for (const url of ['/site/rss.xml', '/site/sitemap.xml']) {
        assert.equal((await t.app.inject({ url })).headers['cache-control'], 'public, max-age=30, stale-while-revalidate=300');
      }
    });
  },
  { app: { clock } },
);
