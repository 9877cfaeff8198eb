import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { siteSettingsBody } from '../../testing/site-settings.js';
import { parseXml } from './lib/xml.js';

const clock = manualClock('2030-03-01T00:00:00.000Z');

async function saveLimit(t: TestContext, rssItemLimit: number | null) {
  assertStatus(await t.api('PUT', '/api/sitesettings', { token: await t.token('admin'), body: siteSettingsBody({ rssItemLimit }) }), 200);
}

async function titles(t: TestContext, url = '/site/rss.xml'): Promise<string[]> {
  const res = await t.api('GET', url);
  assertStatus(res, 200);
  const channel = parseXml(res.body).children[0]!;
  return channel.children.filter((node) => node.local === 'item').map((item) => item.children.find((node) => node.local === 'title')!.text);
}

async function consistency(t: TestContext) {
  const res = await t.api('GET', '/api/admin/validate/consistency', { token: await t.token('admin') });
  assertStatus(res, 200);
  return res.data;
}

describeApi(
  "RSS feed: site settings' rssItemLimit",
  (t) => {
    test('posts are published a day apart, the newest last', async () => {
      const token = await t.token('admin');
      const category = await t.api('POST', '/api/category', { token, body: { name: 'Income tax' } });
      assertStatus(category, 201);
      for (let day = 1; day <= 5; day++) {
        const res = await t.api('POST', '/api/blog', {
          token,
          body: {
            title: `Post ${day}`,
            content: '<p>Body</p>',
            status: 'published',
            publishedAt: `2030-02-0${day}T09:00:00.000Z`,
            ...(day % 2 === 1 ? { categoryId: category.data.id } : {}),
          },
        });
        assertStatus(res, 201);
      }
    });

    test('without a limit (before settings are saved, or null) the feed lists every post, and the check wants equal counts', async () => {
      assert.deepEqual(await titles(t), ['Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
      assert.equal((await t.api('GET', '/api/sitesettings', { token: await t.token('admin') })).data.rssItemLimit, null);
      await saveLimit(t, null);
      assert.deepEqual(await titles(t), ['Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
      const report = await consistency(t);
      assert.deepEqual(report.errors, []);
      assert.deepEqual(report.counts, { sitemapPosts: 5, rssPosts: 5, expectedRssPosts: 5, errors: 0, warnings: 0 });
    });

    test('a limit applies on the next request, to the whole feed and to each category; the check still passes', async () => {
      assert.equal((await titles(t)).length, 5, 'the unlimited feed is cached now');
      await saveLimit(t, 2);
      assert.deepEqual(await titles(t), ['Post 5', 'Post 4']);
      assert.deepEqual(await titles(t, '/site/rss.xml?category=income-tax'), ['Post 5', 'Post 3']);
      const report = await consistency(t);
      assert.equal(report.valid, true, JSON.stringify(report.errors));
      assert.deepEqual(report.counts, { sitemapPosts: 5, rssPosts: 2, expectedRssPosts: 2, errors: 0, warnings: 0 });

      await saveLimit(t, 10_000);
      assert.equal((await titles(t)).length, 5);
      assert.equal((await consistency(t)).valid, true);
      await saveLimit(t, null);
      assert.equal((await titles(t)).length, 5);
    });

    test('the check fails when the feed really disagrees with the sitemap, with a limit and without', async () => {
      for (const [limit, day] of [[2, 6], [null, 7]] as const) {
        await saveLimit(t, limit);
        // A second instance whose RSS rendering predates a post written behind the API (no content
        // version bump): its sitemap, rendered afterwards, has the post and its cached feed does not.
        const other = await t.otherInstance({}, { clock });
        try {
          assert.equal((await other.inject('/site/rss.xml')).statusCode, 200);
          const at = `2030-02-0${day}T09:00:00.000Z`;
          await t.db
            .insertInto('blog_posts')
            .values({ slug: `behind-${day}`, title: 'Behind', summary: 'Behind', content: '', tags: '[]', status: 'published', published_at: at, created_at: at, updated_at: at })
            .execute();
          const res = await other.inject({
            url: '/api/admin/validate/consistency',
            headers: { authorization: `Bearer ${await t.token('admin')}` },
          });
          assert.equal(res.statusCode, 200, res.body);
          const report = res.json();
          assert.equal(report.valid, false);
          const codes = report.errors.map((issue: { code: string }) => issue.code).sort();
          assert.deepEqual(codes, limit === null ? ['post_count_mismatch', 'post_missing_from_rss'] : ['post_missing_from_rss']);
          assert.match(report.errors.find((issue: { code: string }) => issue.code === 'post_missing_from_rss').message, new RegExp(`/blog/behind-${day} is`));
        } finally {
          await other.close();
        }
      }
    });
  },
  { app: { clock } },
);
