import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { parseXml } from './lib/xml.js';
import { bumpContentVersion } from '../../db/content-version.js';

const SITE = 'https://www.example-tax.com';
const POSTS = 50_000; // with the five site pages of the default SITE_PAGES: 50,005 URLs, five past the limit of one file

describeApi('public site: a sitemap past 50,000 URLs becomes an index', (t) => {
  test('sitemap.xml indexes numbered files of at most 50,000 URLs each, and validates', async () => {
    const now = '2020-01-01T00:00:00.000Z';
    const rows = Array.from({ length: POSTS }, (_, i) => ({
      slug: `bulk-${i}`,
      title: `Bulk ${i}`,
      summary: `Bulk ${i}`,
      content: '',
      tags: '[]',
      status: 'published' as const,
      published_at: now,
      created_at: now,
      updated_at: now,
    }));
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 2000) await trx.insertInto('blog_posts').values(rows.slice(i, i + 2000)).execute();
      await bumpContentVersion(trx, t.app.clock.now().toISOString(), t.app);
    });

    const main = await t.api('GET', '/site/sitemap.xml');
    assertStatus(main, 200);
    const index = parseXml(main.body);
    assert.equal(index.local, 'sitemapindex');
    const locs = index.children.map((sitemap) => sitemap.children.find((node) => node.local === 'loc')!.text);
    assert.deepEqual(locs, [`${SITE}/site/sitemap-1.xml`, `${SITE}/site/sitemap-2.xml`]);

    const sizes: number[] = [];
    for (const part of [1, 2]) {
      const res = await t.api('GET', `/site/sitemap-${part}.xml`);
      assertStatus(res, 200);
      assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
      assertStatus(await t.api('GET', `/site/sitemap-${part}.xml`, { headers: { 'if-none-match': String(res.headers.etag) } }), 304);
      const urlset = parseXml(res.body);
      assert.equal(urlset.local, 'urlset');
      sizes.push(urlset.children.length);
    }
    assert.deepEqual(sizes, [50_000, 5]);
    assertProblem(await t.api('GET', '/site/sitemap-3.xml'), 404);

    const report = await t.api('GET', '/api/admin/validate/sitemap', { token: await t.token() });
    assert.equal(report.data.valid, true, JSON.stringify(report.data.errors.slice(0, 3)));
    assert.deepEqual(report.data.counts, { documents: 3, urls: POSTS + 5, posts: POSTS, errors: 0, warnings: 0 });
    const consistency = await t.api('GET', '/api/admin/validate/consistency', { token: await t.token() });
    assert.equal(consistency.data.valid, true);
  });
});
