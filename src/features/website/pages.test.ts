import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { buildApp } from '../../app.js';
import { PROJECT_ROOT } from '../../shared/project-root.js';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, testConfig, type TestContext } from '../../testing/harness.js';

const START = '2031-05-01T09:00:00.000Z';
const clock = manualClock(START);
const HTML = { accept: 'text/html' };

async function publish(t: TestContext, title: string, extra: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/blog', { token: await t.token(), body: { title, content: `<p>About ${title}.</p>`, status: 'published', ...extra } });
  assertStatus(res, 201);
  return res.data as { id: number; slug: string };
}

async function page(t: TestContext, url: string, headers: Record<string, string> = {}) {
  return t.api('GET', url, { headers: { ...HTML, ...headers } });
}

function assertPage(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, where: string) {
  assert.equal(res.statusCode, status, `${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/, where);
  assert.match(res.body, /^<!doctype html>/i, where);
}

/** The text of an element found by a predicate on its name and attributes (tests read pages as a parser does). */
function attributesOf(html: string, name: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  const walk = (node: { type?: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
    if (node.name === name && node.attribs) found.push(node.attribs);
    for (const child of node.children ?? []) walk(child as never);
  };
  walk(parseDocument(html));
  return found;
}

describeApi(
  'website pages',
  (t) => {
    test('the home page shows the firm from the site settings, its notices and latest posts, in English and Korean', async () => {
      const token = await t.token();
      assertStatus(
        await t.api('PUT', '/api/sitesettings', {
          token,
          body: {
            siteName: 'Hanbit Tax Office',
            siteDescription: 'Tax returns and advice in Seoul.',
            siteUrl: 'https://www.example-tax.com',
            contactEmail: 'office@example-tax.com',
            contactPhone: '+82 2-555-0199',
            address: '1 Tax Street, Seoul',
            businessHours: 'Mon-Fri 09:00-18:00\nSat 10:00-13:00',
            socialLinks: [],
            defaultMetaTitle: null,
            defaultMetaDescription: null,
            rssItemLimit: null,
          },
        }),
        200,
      );
      assertStatus(await t.api('POST', '/api/announcement', { token, body: { title: 'Closed on Friday', content: 'The office is closed.', isPublished: true } }), 201);
      await publish(t, 'Income tax guide');

      const home = await page(t, '/');
      assertPage(home, 200, '/');
      for (const text of ['Hanbit Tax Office', 'Tax returns and advice in Seoul.', 'office@example-tax.com', 'Sat 10:00-13:00', 'Closed on Friday', 'Income tax guide']) {
        assert.ok(home.body.includes(text), `the home page shows ${text}`);
      }
      assert.match(home.body, /<html lang="en">/);
      const ko = await page(t, '/ko');
      assertPage(ko, 200, '/ko');
      assert.match(ko.body, /<html lang="ko">/);
      assert.ok(ko.body.includes('최근 글'), 'Korean UI strings');
      const alternates = attributesOf(ko.body, 'link').filter((link) => link.rel === 'alternate' && link.hreflang);
      assert.deepEqual(
        alternates.map((link) => `${link.hreflang} ${link.href}`),
        [`en ${t.app.config.siteUrl}/`, `ko ${t.app.config.siteUrl}/ko`, `x-default ${t.app.config.siteUrl}/`],
      );
    });

    test('the blog is paged; a post, a category, the FAQ, notices, contact and thanks pages answer 200', async () => {
      const category = await t.api('POST', '/api/category', { token: await t.token(), body: { name: 'Payroll' } });
      assertStatus(category, 201);
      const post = await publish(t, 'Payroll basics', { categoryId: category.data.id, metaTitle: 'Payroll, plainly', metaDescription: 'What an employer withholds.' });
      for (let index = 0; index < 10; index++) await publish(t, `Note ${index}`);
      assertStatus(await t.api('POST', '/api/faq', { token: await t.token(), body: { question: 'When is VAT due?', answer: 'On the 25th.', isPublished: true } }), 201);

      const first = await page(t, '/blog');
      assertPage(first, 200, '/blog');
      assert.ok(first.body.includes('href="/blog?page=2"'), 'a link to the next page');
      assertPage(await page(t, '/blog?page=2'), 200, '/blog?page=2');
      const shown = await page(t, `/blog/${post.slug}`);
      assertPage(shown, 200, 'post');
      assert.match(shown.body, /<title>Payroll, plainly · /, 'the SEO title');
      assert.match(shown.body, /<meta name="description" content="What an employer withholds.">/);
      assert.match(shown.body, /<p>About Payroll basics.<\/p>/, 'the post HTML as sanitized on save');
      assertPage(await page(t, '/blog/category/payroll'), 200, 'category');
      assertPage(await page(t, '/ko/blog/category/payroll'), 200, 'category in Korean');
      const faq = await page(t, '/faq');
      assertPage(faq, 200, '/faq');
      assert.ok(faq.body.includes('When is VAT due?'));
      for (const url of ['/notices', '/contact', '/contact/thanks', '/ko/faq', '/ko/notices', '/ko/contact', '/ko/contact/thanks', '/ko/blog']) {
        assertPage(await page(t, url), 200, url);
      }
    });

    test('every URL of the sitemap answers 200 on this server', async () => {
      const sitemap = await t.api('GET', `/${t.app.config.sitePrefix}/sitemap.xml`);
      assertStatus(sitemap, 200);
      const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      assert.ok(urls.length > 3, sitemap.body);
      // The default SITE_PAGES names every page of the site, not only / and /blog.
      for (const own of ['/', '/blog', '/faq', '/notices', '/contact']) assert.ok(urls.includes(`${t.app.config.siteUrl}${own}`), `${own} in ${urls.join(' ')}`);
      for (const url of urls) {
        assert.ok(url.startsWith(t.app.config.siteUrl), url);
        const res = await page(t, url.slice(t.app.config.siteUrl.length) || '/');
        assert.equal(res.statusCode, 200, `${url}: ${res.statusCode}`);
      }
    });

    test('unknown slugs and categories, odd slugs and page numbers are the 404 page, never a 5xx', async () => {
      const urls = [
        '/blog/no-such-post',
        '/blog/category/no-such-category',
        '/blog/..%2F..%2Fetc%2Fpasswd',
        '/blog/../../etc/passwd',
        '/blog/a%00b',
        `/blog/${'a'.repeat(2000)}`,
        `/blog/category/${'a'.repeat(2000)}`,
        '/blog?page=0',
        '/blog?page=-1',
        '/blog?page=1000000000000',
        '/blog?page=abc',
        '/blog?page=999',
        '/ko/blog/no-such-post',
        '/no-such-page',
      ];
      for (const url of urls) {
        const res = await page(t, url);
        assertPage(res, 404, url);
        assert.match(res.body, /<meta name="robots" content="noindex">/, url);
      }
      assert.match((await page(t, '/ko/no-such-page')).body, /<html lang="ko">/, 'the 404 page in the language of the path');
      const api = await t.api('GET', '/api/no-such-thing', { headers: HTML });
      assert.match(String(api.headers['content-type']), /^application\/problem\+json/, 'the API keeps problem+json');
    });

    test('campaign parameters are ignored: the same page and the same cache entry', async () => {
      await publish(t, 'Campaign');
      const plain = await page(t, '/blog');
      const held = t.app.publicCache.heldBytes;
      const tagged = await page(t, '/blog?utm_source=news&utm_medium=mail&fbclid=x');
      assert.equal(tagged.statusCode, 200);
      assert.equal(tagged.headers.etag, plain.headers.etag);
      assert.equal(tagged.body, plain.body);
      assert.equal(t.app.publicCache.heldBytes, held, 'no second entry');
    });

    test('a Host header naming another site changes no link: canonical and links come from SITE_URL', async () => {
      const res = await page(t, '/faq', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      assertPage(res, 200, '/faq');
      assert.ok(!res.body.includes('evil.example'));
      assert.ok(res.body.includes(`<link rel="canonical" href="${t.app.config.siteUrl}/faq">`));
    });

    test('pages carry ETag, answer 304, compress, and allow stale-while-revalidate', async () => {
      const first = await page(t, '/', { 'accept-encoding': 'br, gzip' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['content-encoding'], 'br');
      assert.match(String(first.headers['cache-control']), /^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const again = await page(t, '/', { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.statusCode, 304);
    });

    test('a change in the admin shows on the next request, on another instance too', async () => {
      // PUBLIC_CHANGE_CHECK=read: its very next request reads the version (with notify, the
      // notification's delay applies, as for the public API: src/features/blog/public-cache.test.ts).
      const other = await t.otherInstance({ publicCache: { ...t.app.config.publicCache, changeCheck: 'read' } }, { clock });
      try {
        const before = await other.inject({ method: 'GET', url: '/faq', headers: HTML });
        assert.ok(!before.body.includes('Do you file for companies?'));
        assertStatus(await t.api('POST', '/api/faq', { token: await t.token(), body: { question: 'Do you file for companies?', answer: 'Yes.', isPublished: true } }), 201);
        const after = await other.inject({ method: 'GET', url: '/faq', headers: HTML });
        assert.ok(after.body.includes('Do you file for companies?'));
      } finally {
        await other.close();
      }
    });

    test('a scheduled post appears at its moment; an archived one answers 410', async () => {
      const later = new Date(clock.now().getTime() + 3_600_000).toISOString();
      const scheduled = await publish(t, 'Next hour', { publishedAt: later });
      assertPage(await page(t, `/blog/${scheduled.slug}`), 404, 'before its moment');
      assert.ok(!(await page(t, '/blog')).body.includes('Next hour'));
      clock.advance(3_600_000);
      assertPage(await page(t, `/blog/${scheduled.slug}`), 200, 'at its moment');
      assert.ok((await page(t, '/blog')).body.includes('Next hour'));
      assertStatus(await t.api('DELETE', `/api/blog/${scheduled.id}`, { token: await t.token() }), 204);
      assertPage(await page(t, `/blog/${scheduled.slug}`), 410, 'archived');
    });

    test('theme assets are fingerprinted and immutable', async () => {
      const home = await page(t, '/');
      const stylesheet = attributesOf(home.body, 'link').find((link) => link.rel === 'stylesheet')!.href!;
      assert.match(stylesheet, /^\/theme\/site\.[0-9a-f]{12}\.css$/);
      const css = await t.api('GET', stylesheet, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(css.statusCode, 200);
      assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(css.headers['content-encoding'], 'gzip');
      assert.equal((await t.api('GET', '/theme/site.000000000000.css')).statusCode, 404);
    });

    test('search engines read a title, description, canonical, Open Graph and Twitter cards, JSON-LD and the feed', async () => {
      const post = await publish(t, 'Structured data', { authorName: 'Lee Sora' });
      const jsonld = (html: string) =>
        [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
      const types = (html: string) => jsonld(html).map((data) => data['@type']);

      const home = (await page(t, '/')).body;
      assert.deepEqual(types(home), ['AccountingService']);
      assert.equal(jsonld(home)[0]!.url, `${t.app.config.siteUrl}/`);
      const shown = (await page(t, `/blog/${post.slug}`)).body;
      assert.deepEqual(types(shown), ['BlogPosting', 'BreadcrumbList']);
      const posting = jsonld(shown)[0]!;
      assert.equal(posting.headline, 'Structured data');
      assert.deepEqual(posting.author, { '@type': 'Person', name: 'Lee Sora' });
      assert.equal(posting.mainEntityOfPage, `${t.app.config.siteUrl}/blog/${post.slug}`);
      const crumbs = jsonld(shown)[1]!.itemListElement as Array<{ position: number; item: string }>;
      assert.deepEqual(crumbs.map((crumb) => crumb.item), [`${t.app.config.siteUrl}/`, `${t.app.config.siteUrl}/blog`, `${t.app.config.siteUrl}/blog/${post.slug}`]);
      assert.deepEqual(types((await page(t, '/faq')).body), ['FAQPage', 'BreadcrumbList']);
      for (const [name, value] of [['og:type', 'article'], ['og:title', 'Structured data · '], ['og:url', `${t.app.config.siteUrl}/blog/${post.slug}`], ['og:locale', 'en_US']]) {
        assert.ok(attributesOf(shown, 'meta').some((meta) => meta.property === name && meta.content!.startsWith(value!)), `${name} ${value}`);
      }
      assert.ok(attributesOf(shown, 'meta').some((meta) => meta.name === 'twitter:card'));
      const feed = attributesOf(shown, 'link').find((link) => link.type === 'application/rss+xml');
      assert.equal(feed?.href, `/${t.app.config.sitePrefix}/rss.xml`);
    });

    test('script in content stays out of JSON-LD: a title cannot end its script element', async () => {
      const post = await publish(t, '</script><script>alert(1)</script>');
      const html = (await page(t, `/blog/${post.slug}`)).body;
      assert.ok(!html.includes('<script>alert(1)'), 'no script element from a title');
      assert.equal(attributesOf(html, 'script').length, 2, 'only the two JSON-LD blocks');
    });

    test('every page is under 30 KB compressed', async () => {
      const long = await publish(t, 'A long post', { content: `<p>${'Withholding tax on salaries is paid monthly. '.repeat(400)}</p>` });
      for (const url of ['/', '/blog', `/blog/${long.slug}`, '/faq', '/notices', '/contact', '/ko', '/no-such-page']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { ...HTML, 'accept-encoding': 'br' } });
        const bytes = res.rawPayload.length;
        assert.ok(bytes < 30 * 1024, `${url}: ${bytes} bytes`);
      }
    });
  },
  { app: { clock } },
);

describeApi(
  'PUBLIC_SITE=off',
  (t) => {
    test('no pages: the API and the feeds stay', async () => {
      assert.equal((await t.api('GET', '/faq', { headers: HTML })).statusCode, 404);
      assert.match(String((await t.api('GET', '/', { headers: HTML })).headers['content-type']), /problem\+json/);
      assertStatus(await t.api('GET', '/api/blog'), 200);
      assertStatus(await t.api('GET', `/${t.app.config.sitePrefix}/rss.xml`), 200);
    });
  },
  { config: { publicSite: false } },
);

describe('a broken theme', () => {
  async function startWith(change: (dir: string) => void): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-theme-'));
    fs.cpSync(path.join(PROJECT_ROOT, 'themes/default'), dir, { recursive: true });
    change(dir);
    try {
      const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' }, themeDir: dir }), { logger: false });
      await app.close();
      return '';
    } catch (error) {
      return (error as Error).message;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  test('fails the start naming the file and line, never a request', async () => {
    const syntax = await startWith((dir) => fs.appendFileSync(path.join(dir, 'templates/faq.liquid'), '\n{% if %}\n'));
    assert.match(syntax, /templates\/faq\.liquid/);
    assert.match(syntax, /line:\s*\d+/);
    const partial = await startWith((dir) => fs.rmSync(path.join(dir, 'templates/post-card.liquid')));
    assert.match(partial, /templates\/home\.liquid/);
    assert.match(partial, /post-card/);
    const key = await startWith((dir) => fs.appendFileSync(path.join(dir, 'templates/thanks.liquid'), "{{ 'no.such.key' | t }}"));
    assert.match(key, /templates\/thanks\.liquid/);
    assert.match(key, /no\.such\.key/);
    const filter = await startWith((dir) => fs.appendFileSync(path.join(dir, 'templates/notices.liquid'), '{{ 1 | nosuchfilter }}'));
    assert.match(filter, /templates\/notices\.liquid/);
    assert.equal(await startWith(() => {}), '', 'the default theme starts');
  });
});
