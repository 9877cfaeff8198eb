import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { parseXml, type XmlElement } from './lib/xml.js';

const SITE = 'https://www.example-tax.com';
const clock = manualClock('2030-01-10T00:00:00.000Z');
const TRICKY = `Tax & <VAT> "quoted" 'single' ]]> end`;

async function publish(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/blog', { token: await t.token(), body: { content: '<p>Body</p>', status: 'published', ...body } });
  assertStatus(res, 201);
  return res.data;
}

const texts = (root: XmlElement, path: string[]): string[] => {
  let nodes = [root];
  for (const name of path) nodes = nodes.flatMap((node) => node.children.filter((child) => child.local === name));
  return nodes.map((node) => node.text);
};

/** What a feed reader shows of a description, which it renders as HTML: its elements and its text. */
function renderedHtml(html: string): { elements: string[]; text: string } {
  const elements: string[] = [];
  let text = '';
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.nodeType === 3) text += node.data;
      else if ('name' in node) elements.push(node.name);
      if ('children' in node) walk(node.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return { elements, text };
}

async function rssItems(t: TestContext, url = '/site/rss.xml') {
  const res = await t.api('GET', url);
  assertStatus(res, 200);
  return texts(parseXml(res.body), ['channel', 'item', 'title']);
}

describeApi(
  'public site: sitemap, RSS, robots.txt',
  (t) => {
    test('an empty site still serves valid documents; robots.txt names exactly the sitemap', async () => {
      const sitemap = await t.api('GET', '/site/sitemap.xml');
      assertStatus(sitemap, 200);
      assert.equal(sitemap.headers['content-type'], 'application/xml; charset=utf-8');
      assert.deepEqual(texts(parseXml(sitemap.body), ['url', 'loc']), [`${SITE}/`, `${SITE}/blog`, `${SITE}/faq`, `${SITE}/notices`, `${SITE}/contact`]);

      const rss = await t.api('GET', '/site/rss.xml');
      assertStatus(rss, 200);
      assert.equal(rss.headers['content-type'], 'application/rss+xml; charset=utf-8');
      const channel = parseXml(rss.body).children[0]!;
      assert.equal(texts(channel, ['title'])[0], 'taxdesk');
      const self = channel.children.find((node) => node.name === 'atom:link')!;
      assert.deepEqual(self.attributes, { href: `${SITE}/site/rss.xml`, rel: 'self', type: 'application/rss+xml' });

      const robots = await t.api('GET', '/robots.txt');
      assertStatus(robots, 200);
      assert.equal(robots.headers['content-type'], 'text/plain; charset=utf-8');
      assert.deepEqual(robots.body.split('\n').filter((line) => line.startsWith('Sitemap:')), [`Sitemap: ${SITE}/site/sitemap.xml`]);

      assertProblem(await t.api('GET', '/api/sitemap.xml'), 404);
      assertProblem(await t.api('GET', '/site/sitemap-1.xml'), 404);
      assertProblem(await t.api('GET', '/site/sitemap-0.xml'), 400, { fields: ['part'] });
      assertStatus(await t.api('HEAD', '/site/rss.xml'), 200);
    });

    test('published posts appear with lastmod, pubDate, guid and category; drafts and archived posts do not', async () => {
      clock.set('2030-01-10T00:00:00.000Z');
      const category = (await t.api('POST', '/api/category', { token: await t.token(), body: { name: 'Income tax' } })).data;
      const post = await publish(t, { title: 'Feeds post', categoryId: category.id, excerpt: 'Summary text' });
      await t.api('POST', '/api/blog', { token: await t.token(), body: { title: 'Feeds draft', content: '' } });
      const gone = await publish(t, { title: 'Feeds archived' });
      await t.api('DELETE', `/api/blog/${gone.id}`, { token: await t.token() });

      const sitemap = parseXml((await t.api('GET', '/site/sitemap.xml')).body);
      const entry = sitemap.children.find((url) => texts(url, ['loc'])[0] === post.url)!;
      assert.equal(texts(entry, ['lastmod'])[0], '2030-01-10T00:00:00Z');
      const locs = texts(sitemap, ['url', 'loc']);
      assert.ok(!locs.some((loc) => loc.endsWith('/feeds-draft') || loc.endsWith('/feeds-archived')));

      const rss = parseXml((await t.api('GET', '/site/rss.xml')).body);
      const item = rss.children[0]!.children.find((node) => node.local === 'item' && texts(node, ['title'])[0] === 'Feeds post')!;
      assert.equal(texts(item, ['link'])[0], post.url);
      const guid = item.children.find((node) => node.local === 'guid')!;
      assert.equal(guid.text, post.url);
      assert.equal(guid.attributes.isPermaLink, 'true');
      assert.equal(texts(item, ['pubDate'])[0], 'Thu, 10 Jan 2030 00:00:00 +0000');
      assert.deepEqual(renderedHtml(texts(item, ['description'])[0]!), { elements: [], text: 'Summary text' });
      assert.equal(texts(item, ['category'])[0], 'Income tax');
      assert.ok(!(await rssItems(t)).some((title) => title === 'Feeds draft' || title === 'Feeds archived'));

      assert.deepEqual(await rssItems(t, '/site/rss.xml?category=income-tax'), ['Feeds post']);
      const narrowed = parseXml((await t.api('GET', '/site/rss.xml?category=income-tax')).body).children[0]!;
      assert.equal(
        narrowed.children.find((node) => node.name === 'atom:link')!.attributes.href,
        `${SITE}/site/rss.xml?category=income-tax`,
      );
      assertProblem(await t.api('GET', '/site/rss.xml?category=no-such-category'), 404);
      assertProblem(await t.api('GET', '/site/rss.xml?category=Bad%20Slug'), 400, { fields: ['category'] });
      assertProblem(await t.api('GET', '/site/rss.xml?utm=x'), 400, { fields: ['utm'] });
    });

    test('titles with & < > " \' ]]> and control characters come out valid and intact', async () => {
      const viaApi = await publish(t, { title: `${TRICKY}\u0001\u0008\u000b`, excerpt: `${TRICKY}\u000c` });
      assert.equal(viaApi.title, TRICKY);
      // Rows written by other means (imports, SQL) may still hold characters XML cannot carry.
      await t.db
        .updateTable('blog_posts')
        .set({ title: `Raw ${TRICKY}\u0001\u001f\ufffe`, summary: `\u0002${TRICKY}` })
        .where('id', '=', viaApi.id)
        .execute();
      await publish(t, { title: 'Bump the feed version' });

      const rss = await t.api('GET', '/site/rss.xml');
      const root = parseXml(rss.body);
      const item = root.children[0]!.children.find((node) => node.local === 'item' && texts(node, ['link'])[0] === viaApi.url)!;
      assert.equal(texts(item, ['title'])[0], `Raw ${TRICKY}`);
      assert.deepEqual(renderedHtml(texts(item, ['description'])[0]!), { elements: [], text: TRICKY });
      parseXml((await t.api('GET', '/site/sitemap.xml')).body);
    });

    test('escaped text in a post stays text in the RSS description and the summary (issue 28.7)', async () => {
      const vectors = [
        { content: '<p>&lt;img src=x onerror=alert(1)&gt;</p>', text: '<img src=x onerror=alert(1)>' },
        { content: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', text: '<script>alert(1)</script>' },
        { content: '<p>&#60;svg onload=alert(1)&#62;</p>', text: '<svg onload=alert(1)>' },
        { content: '<p>&amp;lt;b&amp;gt; stays &amp;amp;</p>', text: '&lt;b&gt; stays &amp;' },
        { content: '<p>a &lt;a href="javascript:alert(1)"&gt;link&lt;/a&gt;</p>', text: 'a <a href="javascript:alert(1)">link</a>' },
        { excerpt: '<iframe src=//evil.example></iframe>', content: '<p>x</p>', text: '<iframe src=//evil.example></iframe>' },
      ];
      const posts = [];
      for (const [i, vector] of vectors.entries()) {
        const post = await publish(t, { title: `Escape vector ${i}`, content: vector.content, ...(vector.excerpt ? { excerpt: vector.excerpt } : {}) });
        assert.equal(post.summary, vector.text, 'the summary is the text as a reader sees it, plain');
        posts.push(post);
      }
      const channel = parseXml((await t.api('GET', '/site/rss.xml')).body).children[0]!;
      for (const [i, post] of posts.entries()) {
        const item = channel.children.find((node) => node.local === 'item' && texts(node, ['link'])[0] === post.url)!;
        assert.deepEqual(renderedHtml(texts(item, ['description'])[0]!), { elements: [], text: vectors[i]!.text }, `vector ${i}`);
      }
    });

    test('ETag and Last-Modified; conditional requests answer 304 until the content changes', async () => {
      for (const path of ['/site/sitemap.xml', '/site/rss.xml']) {
        const first = await t.api('GET', path);
        const etag = String(first.headers.etag);
        const lastModified = String(first.headers['last-modified']);
        assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
        assert.ok(!Number.isNaN(Date.parse(lastModified)));
        assert.equal(first.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');

        const byEtag = await t.api('GET', path, { headers: { 'if-none-match': etag } });
        assertStatus(byEtag, 304);
        assert.equal(byEtag.body, '');
        assert.equal(byEtag.headers.etag, etag);
        assertStatus(await t.api('GET', path, { headers: { 'if-none-match': `"other", W/${etag}` } }), 304);
        // fetch() sends Cache-Control: no-cache with every conditional request.
        assertStatus(await t.api('GET', path, { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } }), 304);
        assertStatus(await t.api('GET', path, { headers: { 'if-modified-since': lastModified } }), 304);
        assertStatus(await t.api('GET', path, { headers: { 'if-none-match': '"stale"' } }), 200);
        const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
        assertStatus(await t.api('GET', path, { headers: { 'if-modified-since': earlier } }), 200);
      }
      const before = await t.api('GET', '/site/rss.xml');
      clock.advance(60_000);
      // Editing a draft changes nothing the public sees: the feed keeps its ETag.
      const draft = (await t.api('POST', '/api/blog', { token: await t.token(), body: { title: 'Quiet draft', content: '' } })).data;
      await t.api('PUT', `/api/blog/${draft.id}`, { token: await t.token(), body: { title: 'Quiet draft 2', content: '', status: 'draft' } });
      await t.api('DELETE', `/api/blog/${draft.id}`, { token: await t.token() });
      assertStatus(await t.api('GET', '/site/rss.xml', { headers: { 'if-none-match': String(before.headers.etag) } }), 304);
      await publish(t, { title: 'Changes the feed' });
      const after = await t.api('GET', '/site/rss.xml', { headers: { 'if-none-match': String(before.headers.etag) } });
      assertStatus(after, 200);
      assert.notEqual(after.headers.etag, before.headers.etag);
      assert.ok(Date.parse(String(after.headers['last-modified'])) > Date.parse(String(before.headers['last-modified'])));
      assertStatus(await t.api('GET', '/site/rss.xml', { headers: { 'if-modified-since': String(before.headers['last-modified']) } }), 200);
    });

    test('rendered once per content change: a change behind the API is not seen until the version moves', async () => {
      const post = await publish(t, { title: 'Cached title' });
      assert.ok((await rssItems(t)).includes('Cached title'));
      await t.db.updateTable('blog_posts').set({ title: 'Changed behind the API' }).where('id', '=', post.id).execute();
      assert.ok((await rssItems(t)).includes('Cached title'), 'served from the rendering of this content version');
      await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { title: 'Through the API', content: '', status: 'published' } });
      const titles = await rssItems(t);
      assert.ok(titles.includes('Through the API') && !titles.includes('Cached title'));
    });

    test('another instance on the same database sees a write on its next request (PUBLIC_CHANGE_CHECK=read)', async () => {
      // The default (notify) shows it once the notification arrives: src/features/blog/public-cache.test.ts.
      const other = await t.otherInstance({ publicCache: { ...t.app.config.publicCache, changeCheck: 'read' } }, { clock });
      try {
        const read = async () => texts(parseXml((await other.inject('/site/rss.xml')).body), ['channel', 'item', 'title']);
        const before = await read();
        await publish(t, { title: 'Written on instance one' });
        const after = await read();
        assert.ok(!before.includes('Written on instance one'));
        assert.ok(after.includes('Written on instance one'));
      } finally {
        await other.close();
      }
    });

    test('a scheduled post enters the sitemap and RSS exactly when its time comes', async () => {
      clock.set('2030-02-01T08:00:00.000Z');
      const post = await publish(t, { title: 'Scheduled for nine', publishedAt: '2030-02-01T09:00:00.000Z' });
      const inFeeds = async () => {
        const sitemap = texts(parseXml((await t.api('GET', '/site/sitemap.xml')).body), ['url', 'loc']).includes(post.url);
        const rss = (await rssItems(t)).includes('Scheduled for nine');
        assert.equal(sitemap, rss);
        return rss;
      };
      assert.equal(await inFeeds(), false);
      const etag = String((await t.api('GET', '/site/rss.xml')).headers.etag);
      clock.set('2030-02-01T08:59:59.999Z');
      assert.equal(await inFeeds(), false);
      clock.set('2030-02-01T09:00:00.000Z');
      assert.equal(await inFeeds(), true);
      assertStatus(await t.api('GET', '/site/rss.xml', { headers: { 'if-none-match': etag } }), 200);
    });

    test('feed validation: admin only, and the served documents pass every check', async () => {
      for (const kind of ['sitemap', 'rss', 'consistency']) {
        const path = `/api/admin/validate/${kind}`;
        assertProblem(await t.api('GET', path), 401);
        assertProblem(await t.api('GET', path, { token: await t.token('staff') }), 403);
        const res = await t.api('GET', path, { token: await t.token('admin') });
        assertStatus(res, 200);
        assert.equal(res.data.valid, true, JSON.stringify(res.data.errors));
        assert.deepEqual(res.data.errors, []);
        assert.equal(res.data.checkedAt, clock.now().toISOString());
      }
      const consistency = (await t.api('GET', '/api/admin/validate/consistency', { token: await t.token() })).data;
      const published = (await t.api('GET', '/api/blog')).data.totalCount;
      assert.equal(consistency.counts.sitemapPosts, published);
      assert.equal(consistency.counts.rssPosts, published);
      const rss = (await t.api('GET', '/api/admin/validate/rss', { token: await t.token() })).data;
      assert.equal(rss.counts.items, published);
    });
  },
  // The clock moves by months: the suite's sessions must outlive it.
  { app: { clock }, config: { refreshTokenTtlSeconds: 365 * 86_400, sessionMaxAgeSeconds: 365 * 86_400 } },
);
