import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseRfc2822, parseW3cDatetime, toRfc2822 } from './dates.js';
import { renderRss, renderUrlset, type RssItem } from './render.js';
import { validateConsistency, validateRss, validateSitemap, type Report, type XmlDocument } from './validate.js';

const SITE = 'https://www.example-tax.com';
const SELF = `${SITE}/site/rss.xml`;
const context = { siteUrl: SITE, now: new Date('2030-06-01T00:00:00.000Z') };
const noParts = () => null;

const codes = (report: Report) => report.errors.map((issue) => issue.code);
const warningCodes = (report: Report) => report.warnings.map((issue) => issue.code);

function item(slug: string, overrides: Partial<RssItem> = {}): RssItem {
  return {
    title: `Post ${slug}`,
    link: `${SITE}/blog/${slug}`,
    description: 'About it',
    pubDate: '2030-05-01T00:00:00.000Z',
    category: 'Tax',
    ...overrides,
  };
}

const channel = { title: 'Site', link: `${SITE}/blog`, description: 'News', selfUrl: SELF, lastBuildDate: '2030-05-01T00:00:00.000Z' };
const rssDoc = (items: RssItem[]): XmlDocument => ({ name: 'rss.xml', xml: renderRss(channel, items) });
const sitemapDoc = (locs: { loc: string; lastmod?: string }[]): XmlDocument => ({ name: 'sitemap.xml', xml: renderUrlset(locs) });
const rss = (xml: string) => validateRss({ name: 'rss.xml', xml }, SELF, context).report;
const sitemap = (xml: string) => validateSitemap({ name: 'sitemap.xml', xml }, noParts, context).report;

/** A hand-written RSS document around the given item markup (to break what the renderer never would). */
const rawRss = (items: string, head = `<atom:link href="${SELF}" rel="self" type="application/rss+xml"/>`) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>S</title>` +
  `<link>${SITE}/blog</link><description>D</description>${head}${items}</channel></rss>`;
const rawItem = (link: string, guid: string, pubDate = 'Wed, 01 May 2030 00:00:00 +0000', extra = '<title>T</title><description>D</description>') =>
  `<item>${extra}<link>${link}</link><guid>${guid}</guid><pubDate>${pubDate}</pubDate></item>`;

describe('feed validation checks', () => {
  test('documents the renderer produces pass', () => {
    const items = [item('a'), item('b')];
    const map = validateSitemap(
      sitemapDoc([{ loc: `${SITE}/` }, ...items.map((entry) => ({ loc: entry.link, lastmod: entry.pubDate }))]),
      noParts,
      context,
    );
    const feed = validateRss(rssDoc(items), SELF, context);
    assert.deepEqual([codes(map.report), codes(feed.report), warningCodes(feed.report)], [[], [], []]);
    assert.deepEqual(map.report.counts, { documents: 1, urls: 3, posts: 2, errors: 0, warnings: 0 });
    const consistency = validateConsistency(map, feed, context, null);
    assert.equal(consistency.valid, true);
    assert.deepEqual(consistency.counts, { sitemapPosts: 2, rssPosts: 2, expectedRssPosts: 2, errors: 0, warnings: 0 });
  });

  test('xml_malformed: not well-formed, with the line and column', () => {
    for (const broken of ['<rss><channel></rss>', '<urlset>a & b</urlset>', '<a>x]]>y</a>', '<a>\u0001</a>', '<a>&nbsp;</a>', '']) {
      const report = sitemap(broken);
      assert.deepEqual(codes(report), ['xml_malformed'], broken);
      assert.match(report.errors[0]!.location, /^sitemap\.xml:\d+:\d+$/);
    }
    assert.deepEqual(codes(rss('<rss version="2.0"><channel>')), ['xml_malformed']);
  });

  test('document_root_invalid: the wrong kind of document', () => {
    assert.deepEqual(codes(sitemap('<urlset><url><loc>x</loc></url></urlset>')), ['document_root_invalid']);
    assert.deepEqual(codes(rss('<rss version="0.91"><channel/></rss>')), ['document_root_invalid']);
    assert.deepEqual(codes(rss('<feed xmlns="http://www.w3.org/2005/Atom"/>')), ['document_root_invalid']);
  });

  test('url_not_https, url_wrong_domain and url_invalid', () => {
    const report = sitemap(renderUrlset([{ loc: 'http://www.example-tax.com/blog/a', lastmod: '2030-01-01T00:00:00Z' }, { loc: 'https://evil.example/blog/b' }, { loc: 'not a url' }, { loc: 'ftp://www.example-tax.com/x' }]));
    assert.deepEqual(codes(report), ['url_not_https', 'url_wrong_domain', 'url_invalid', 'url_invalid']);
    assert.equal(report.errors[0]!.location, 'sitemap.xml:4 /urlset/url[1]/loc');
    const feed = rss(renderRss(channel, [item('a', { link: 'http://www.example-tax.com/blog/a' })]));
    assert.ok(codes(feed).includes('url_not_https'));
  });

  test('duplicate_url in the sitemap; duplicate_guid and duplicate_link in RSS', () => {
    const loc = `${SITE}/blog/a`;
    const report = sitemap(renderUrlset([{ loc, lastmod: '2030-01-01T00:00:00Z' }, { loc, lastmod: '2030-01-01T00:00:00Z' }]));
    assert.deepEqual(codes(report), ['duplicate_url']);
    assert.match(report.errors[0]!.message, /first at sitemap\.xml:4/);
    const feed = rss(rawRss(rawItem(`${SITE}/blog/a`, `${SITE}/blog/a`) + rawItem(`${SITE}/blog/b`, `${SITE}/blog/a`)));
    assert.deepEqual(codes(feed), ['duplicate_guid']);
    assert.deepEqual(warningCodes(feed), ['guid_link_mismatch']);
    assert.deepEqual(codes(rss(renderRss(channel, [item('a'), item('a')]))), ['duplicate_link', 'duplicate_guid']);
  });

  test('guid_invalid: a permalink GUID that is not a URL, an empty one, a bad isPermaLink', () => {
    assert.deepEqual(codes(rss(rawRss(rawItem(`${SITE}/blog/a`, 'post-42')))), ['guid_invalid']);
    assert.deepEqual(codes(rss(rawRss(rawItem(`${SITE}/blog/a`, '')))), ['required_field_missing']);
    const opaque = rss(rawRss(rawItem(`${SITE}/blog/a`, 'post-42').replace('<guid>', '<guid isPermaLink="false">')));
    assert.deepEqual(codes(opaque), []);
    const bad = rss(rawRss(rawItem(`${SITE}/blog/a`, `${SITE}/blog/a`).replace('<guid>', '<guid isPermaLink="yes">')));
    assert.deepEqual(codes(bad), ['guid_invalid']);
    assert.deepEqual(codes(rss(rawRss(rawItem(`${SITE}/blog/a`, 'https://evil.example/a')))), ['url_wrong_domain']);
  });

  test('date_not_rfc2822: pubDate and lastBuildDate must be RFC 2822', () => {
    for (const date of ['2030-05-01T00:00:00Z', 'Tue, 01 May 2030 00:00:00 +0000', '31 Apr 2030 00:00:00 +0000', '01 May 30 00:00 GMT', 'Wed, 01 May 2030 25:00:00 GMT', 'Wed, 01 May 2030 00:00:00 Z']) {
      assert.deepEqual(codes(rss(rawRss(rawItem(`${SITE}/blog/a`, `${SITE}/blog/a`, date)))), ['date_not_rfc2822'], date);
    }
    const head = `<lastBuildDate>yesterday</lastBuildDate><atom:link href="${SELF}" rel="self"/>`;
    assert.deepEqual(codes(rss(rawRss('', head))), ['date_not_rfc2822']);
  });

  test('lastmod_invalid: sitemap dates must be W3C Datetime', () => {
    const report = sitemap(renderUrlset([{ loc: `${SITE}/blog/a` }]).replace('</loc>', '</loc><lastmod>01/05/2030</lastmod>'));
    assert.deepEqual(codes(report), ['lastmod_invalid']);
  });

  test('required_field_missing: channel and item fields, post lastmod', () => {
    const noTitle = rss(rawRss(rawItem(`${SITE}/blog/a`, `${SITE}/blog/a`, undefined, '<description>D</description>')));
    assert.deepEqual(codes(noTitle), ['required_field_missing']);
    assert.equal(noTitle.errors[0]!.location, 'rss.xml:1 /rss/channel/item[1]/title');
    const bare = rss(
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><atom:link href="' + SELF + '" rel="self"/><item><title>T</title></item></channel></rss>',
    );
    assert.deepEqual(codes(bare).sort(), Array(7).fill('required_field_missing'));
    assert.deepEqual(codes(sitemap(renderUrlset([{ loc: `${SITE}/blog/a` }, { loc: `${SITE}/about` }]))), ['required_field_missing']);
    assert.deepEqual(codes(sitemap(renderUrlset([]).replace('/>', '><url><lastmod>2030-01-01</lastmod></url></urlset>'))), ['required_field_missing']);
  });

  test('atom_self_link_missing and atom_self_link_mismatch', () => {
    assert.deepEqual(codes(rss(rawRss('', ''))), ['atom_self_link_missing']);
    const other = rss(rawRss('', `<atom:link href="${SITE}/feed.xml" rel="self"/>`));
    assert.deepEqual([codes(other), warningCodes(other)], [[], ['atom_self_link_mismatch']]);
  });

  test('post date validity: future and implausible dates', () => {
    const future = rss(renderRss(channel, [item('a', { pubDate: '2030-07-01T00:00:00.000Z' })]));
    assert.deepEqual(codes(future), ['post_date_in_future']);
    const ancient = rss(renderRss(channel, [item('a', { pubDate: '1970-01-01T00:00:00.000Z' })]));
    assert.deepEqual(codes(ancient), ['post_date_implausible']);
    const lastmod = sitemap(renderUrlset([{ loc: `${SITE}/blog/a`, lastmod: '2031-01-01T00:00:00.000Z' }]));
    assert.deepEqual(codes(lastmod), ['post_date_in_future']);
    // Within five minutes of now is clock skew, not an error.
    assert.deepEqual(codes(rss(renderRss(channel, [item('a', { pubDate: '2030-06-01T00:04:00.000Z' })]))), []);
  });

  test('post_count_mismatch, post_missing_from_rss / _from_sitemap and lastmod_before_pubdate', () => {
    const map = validateSitemap(
      sitemapDoc([
        { loc: `${SITE}/blog/a`, lastmod: '2030-05-01T00:00:00Z' },
        { loc: `${SITE}/blog/b`, lastmod: '2030-04-01T00:00:00Z' },
        { loc: `${SITE}/blog/c`, lastmod: '2030-05-01T00:00:00Z' },
      ]),
      noParts,
      context,
    );
    const feed = validateRss(rssDoc([item('a'), item('b'), item('d')]), SELF, context);
    const report = validateConsistency(map, feed, context, null);
    assert.deepEqual(codes(report).sort(), ['lastmod_before_pubdate', 'post_missing_from_rss', 'post_missing_from_sitemap']);
    const fewer = validateConsistency(map, validateRss(rssDoc([item('a'), item('b')]), SELF, context), context, null);
    assert.deepEqual(codes(fewer).sort(), ['lastmod_before_pubdate', 'post_count_mismatch', 'post_missing_from_rss']);
    assert.deepEqual(fewer.counts, { sitemapPosts: 3, rssPosts: 2, expectedRssPosts: 3, errors: 3, warnings: 0 });
    const unreadable = validateConsistency(map, validateRss({ name: 'rss.xml', xml: '<rss' }, SELF, context), context, null);
    assert.deepEqual(codes(unreadable), ['xml_malformed']);
  });

  test('with rssItemLimit: the feed holds the newest posts of the sitemap, no fewer and no more', () => {
    const map = validateSitemap(
      sitemapDoc(['c', 'b', 'a'].map((slug) => ({ loc: `${SITE}/blog/${slug}`, lastmod: '2030-05-01T00:00:00Z' }))),
      noParts,
      context,
    );
    const check = (slugs: string[], limit: number) => validateConsistency(map, validateRss(rssDoc(slugs.map((slug) => item(slug))), SELF, context), context, limit);
    const newest = check(['c', 'b'], 2);
    assert.deepEqual(codes(newest), []);
    assert.deepEqual(newest.counts, { sitemapPosts: 3, rssPosts: 2, expectedRssPosts: 2, errors: 0, warnings: 0 });
    assert.deepEqual(codes(check(['c', 'b', 'a'], 5)), [], 'a limit above the post count lists them all');
    const older = check(['c', 'a'], 2);
    assert.deepEqual(codes(older), ['post_missing_from_rss']);
    assert.match(older.errors[0]!.message, /blog\/b is among the newest 2 posts of the sitemap/);
    assert.deepEqual(codes(check(['c', 'b', 'a'], 2)), ['rss_item_limit_exceeded']);
    assert.deepEqual(codes(check(['c'], 5)).sort(), ['post_missing_from_rss', 'post_missing_from_rss']);
  });

  test('sitemap index: files are followed; sitemap_part_missing and sitemap_too_many_urls', () => {
    const index = (count: number) =>
      `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
        { length: count },
        (_, i) => `<sitemap><loc>${SITE}/site/sitemap-${i + 1}.xml</loc></sitemap>`,
      ).join('')}</sitemapindex>`;
    const big = renderUrlset(Array.from({ length: 50_001 }, (_, i) => ({ loc: `${SITE}/blog/p${i}`, lastmod: '2030-01-01T00:00:00Z' })));
    const report = validateSitemap(
      { name: 'sitemap.xml', xml: index(2) },
      (url) => (url.endsWith('-1.xml') ? { name: 'sitemap-1.xml', xml: big } : null),
      context,
    ).report;
    assert.deepEqual(codes(report), ['sitemap_too_many_urls', 'sitemap_part_missing']);
    assert.equal(report.counts.posts, 50_001);
  });

  test('issue lists are capped; the counts keep the totals', () => {
    const report = sitemap(renderUrlset(Array.from({ length: 600 }, (_, i) => ({ loc: `http://www.example-tax.com/p${i}` }))));
    assert.equal(report.errors.length, 500);
    assert.equal(report.counts.errors, 600);
  });
});

describe('feed dates', () => {
  test('RFC 2822 round trip, zones, weekday checks', () => {
    assert.equal(toRfc2822('2030-03-01T09:05:07.000Z'), 'Fri, 01 Mar 2030 09:05:07 +0000');
    assert.equal(parseRfc2822('Fri, 01 Mar 2030 09:05:07 +0000')?.toISOString(), '2030-03-01T09:05:07.000Z');
    assert.equal(parseRfc2822('1 Mar 2030 18:05 +0900')?.toISOString(), '2030-03-01T09:05:00.000Z');
    assert.equal(parseRfc2822('Fri, 01 Mar 2030 04:05:07 EST')?.toISOString(), '2030-03-01T09:05:07.000Z');
    assert.equal(parseRfc2822('Fri, 01 Mar 2030 09:05:07 GMT')?.toISOString(), '2030-03-01T09:05:07.000Z');
    assert.equal(parseRfc2822('Sat, 01 Mar 2030 09:05:07 +0000'), null);
    assert.equal(parseRfc2822('Thu, 29 Feb 2029 00:00:00 +0000'), null);
    assert.equal(parseRfc2822('Fri, 01 Mar 2030 09:05:07 +0075'), null);
  });

  test('W3C Datetime forms', () => {
    assert.equal(parseW3cDatetime('2030')?.toISOString(), '2030-01-01T00:00:00.000Z');
    assert.equal(parseW3cDatetime('2030-03-01')?.toISOString(), '2030-03-01T00:00:00.000Z');
    assert.equal(parseW3cDatetime('2030-03-01T18:00+09:00')?.toISOString(), '2030-03-01T09:00:00.000Z');
    assert.equal(parseW3cDatetime('2030-03-01T09:00:00.123Z')?.toISOString(), '2030-03-01T09:00:00.000Z');
    for (const bad of ['2030-13-01', '2030-02-30', '2030-03-01T09:00', '2030-03-01 09:00Z', 'March 2030']) assert.equal(parseW3cDatetime(bad), null, bad);
  });
});
