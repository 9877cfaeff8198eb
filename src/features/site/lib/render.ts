import escapeHtml from 'escape-html';
import { XMLBuilder } from 'fast-xml-parser';
import { toRfc2822, toW3cDatetime } from './dates.js';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** The sitemaps.org limit per file; past it the sitemap becomes an index of numbered files. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/*
 * Documents are built by fast-xml-parser's XMLBuilder, never by concatenation: it escapes text and
 * attribute values (& < > " ', and so "]]>"). Characters that XML 1.0 cannot carry at all (most
 * control characters, lone surrogates, U+FFFE/U+FFFF) are dropped first, so odd data still gives a
 * document every parser accepts. (xmlbuilder2 was measured ten times slower on 10,000 items.)
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  processEntities: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

const NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text XML 1.0 can carry. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '');
}

function build(root: Record<string, unknown>): string {
  return builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, ...root });
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

function sitemapEntries(urls: readonly SitemapUrl[]) {
  return urls.map((url) => (url.lastmod ? { loc: xmlText(url.loc), lastmod: toW3cDatetime(url.lastmod) } : { loc: xmlText(url.loc) }));
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return build({ urlset: { '@xmlns': SITEMAP_NS, url: sitemapEntries(urls) } });
}

export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return build({ sitemapindex: { '@xmlns': SITEMAP_NS, sitemap: sitemapEntries(sitemaps) } });
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  /** The feed's own address (atom:link rel="self"). */
  selfUrl: string;
  lastBuildDate: string;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  category: string | null;
}

/*
 * An RSS description is HTML (feed readers render it), and our descriptions are plain text (the
 * post's summary, the site's description): escaped as HTML first, then as XML by the builder. Only
 * XML-escaped, a summary reading "<img src=x onerror=...>" (the text of "&lt;img ...&gt;" in a
 * post) reached readers as markup. Titles and categories stay plain text, as RSS 2.0 defines them.
 */
function htmlOfText(text: string): string {
  return escapeHtml(xmlText(text));
}

export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  return build({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': ATOM_NS,
      channel: {
        title: xmlText(channel.title),
        link: xmlText(channel.link),
        description: htmlOfText(channel.description),
        lastBuildDate: toRfc2822(channel.lastBuildDate),
        'atom:link': { '@href': xmlText(channel.selfUrl), '@rel': 'self', '@type': 'application/rss+xml' },
        item: items.map((item) => {
          const link = xmlText(item.link);
          return {
            title: xmlText(item.title),
            link,
            // The link is the post's permanent address, so it doubles as the GUID.
            guid: { '@isPermaLink': 'true', '#text': link },
            pubDate: toRfc2822(item.pubDate),
            description: htmlOfText(item.description),
            ...(item.category ? { category: xmlText(item.category) } : {}),
          };
        }),
      },
    },
  });
}
