import { parseRfc2822, parseW3cDatetime } from './dates.js';
import { ATOM_NS, MAX_URLS_PER_SITEMAP, SITEMAP_NS } from './render.js';
import { parseXml, XmlSyntaxError, type XmlElement } from './xml.js';

/*
 * Feed validation: checks on the rendered documents themselves (not the database), each failure
 * with a stable code, a message and where it was found ("rss.xml:14 /rss/channel/item[2]/guid").
 * The codes are listed in docs/blog.md.
 */

export interface Issue {
  code: string;
  message: string;
  location: string;
}

export interface Report {
  valid: boolean;
  checkedAt: string;
  counts: Record<string, number>;
  errors: Issue[];
  warnings: Issue[];
}

export interface ValidationContext {
  /** The public origin every URL must be on, e.g. https://www.example-tax.com. */
  siteUrl: string;
  now: Date;
}

export interface XmlDocument {
  name: string;
  xml: string;
}

/** Reported issues per list; the counts still tell the totals. */
const MAX_ISSUES = 500;
/** Clock skew tolerated before a date counts as in the future. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Nothing on this site predates this; an earlier date is a bug (a zero or a unit mix-up). */
const EARLIEST_POST = Date.UTC(1990, 0, 1);
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

class Findings {
  readonly errors: Issue[] = [];
  readonly warnings: Issue[] = [];

  error(code: string, message: string, location: string): void {
    this.errors.push({ code, message, location });
  }

  warn(code: string, message: string, location: string): void {
    this.warnings.push({ code, message, location });
  }

  report(now: Date, counts: Record<string, number>): Report {
    return {
      valid: this.errors.length === 0,
      checkedAt: now.toISOString(),
      counts: { ...counts, errors: this.errors.length, warnings: this.warnings.length },
      errors: this.errors.slice(0, MAX_ISSUES),
      warnings: this.warnings.slice(0, MAX_ISSUES),
    };
  }
}

const at = (document: string, element: XmlElement | null, path: string) => `${document}${element ? `:${element.line}` : ''} ${path}`;

function parse(document: XmlDocument, findings: Findings): XmlElement | null {
  try {
    return parseXml(document.xml);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    findings.error('xml_malformed', `Not well-formed XML: ${error.message}`, `${document.name}:${error.line}:${error.column}`);
    return null;
  }
}

function child(element: XmlElement, local: string, uri = element.uri): XmlElement | undefined {
  return element.children.find((node) => node.local === local && node.uri === uri);
}

function childrenNamed(element: XmlElement, local: string, uri = element.uri): XmlElement[] {
  return element.children.filter((node) => node.local === local && node.uri === uri);
}

/** A required child with text; reports required_field_missing and gives null when absent or empty. */
function required(findings: Findings, document: string, parent: XmlElement, local: string, path: string): XmlElement | null {
  const node = child(parent, local);
  if (!node || node.text.trim() === '') {
    findings.error('required_field_missing', `<${local}> is missing or empty.`, at(document, node ?? parent, `${path}/${local}`));
    return null;
  }
  return node;
}

/** URL validity, HTTPS scheme and the site's domain. False when the text is not a URL at all. */
function checkUrl(findings: Findings, context: ValidationContext, value: string, location: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    findings.error('url_invalid', `"${value}" is not an absolute URL.`, location);
    return false;
  }
  if (/\s/.test(value) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    findings.error('url_invalid', `"${value}" is not a web address.`, location);
    return false;
  }
  if (url.protocol !== 'https:') findings.error('url_not_https', `"${value}" does not use https.`, location);
  const site = new URL(context.siteUrl);
  if (url.host !== site.host) findings.error('url_wrong_domain', `"${value}" is not on ${site.host}.`, location);
  return true;
}

function checkPostDate(findings: Findings, context: ValidationContext, date: Date, what: string, location: string): void {
  if (date.getTime() > context.now.getTime() + FUTURE_TOLERANCE_MS) {
    findings.error('post_date_in_future', `${what} ${date.toISOString()} is in the future: a scheduled post leaked.`, location);
  } else if (date.getTime() < EARLIEST_POST) {
    findings.error('post_date_implausible', `${what} ${date.toISOString()} is before 1990.`, location);
  }
}

/** Whether a URL is a blog post's address ({SITE_URL}/blog/{slug}) rather than a site page. */
export function isPostUrl(value: string, siteUrl: string): boolean {
  const prefix = `${siteUrl}/blog/`;
  return value.startsWith(prefix) && /^[^/?#]+$/.test(value.slice(prefix.length));
}

export interface PostEntry {
  date: Date | null;
  location: string;
}

export interface SitemapResult {
  report: Report;
  /** Post URL -> its lastmod. */
  posts: Map<string, PostEntry>;
  readable: boolean;
}

/**
 * The sitemap: sitemap.xml, and when it is an index, every file it names (fetched through part()).
 */
export function validateSitemap(
  main: XmlDocument,
  part: (url: string) => XmlDocument | null,
  context: ValidationContext,
): SitemapResult {
  const findings = new Findings();
  const posts = new Map<string, PostEntry>();
  const seen = new Map<string, string>();
  const counts = { documents: 0, urls: 0, posts: 0 };
  let readable = true;

  const checkUrlset = (document: XmlDocument, root: XmlElement) => {
    if (Buffer.byteLength(document.xml) > MAX_SITEMAP_BYTES) {
      findings.error('sitemap_too_large', `${document.name} is larger than 50 MB.`, at(document.name, root, '/urlset'));
    }
    const urls = childrenNamed(root, 'url');
    if (urls.length > MAX_URLS_PER_SITEMAP) {
      findings.error('sitemap_too_many_urls', `${document.name} lists ${urls.length} URLs; the limit is 50,000.`, at(document.name, root, '/urlset'));
    }
    urls.forEach((url, index) => {
      counts.urls++;
      const path = `/urlset/url[${index + 1}]`;
      const loc = required(findings, document.name, url, 'loc', path);
      if (!loc) return;
      const value = loc.text.trim();
      const location = at(document.name, loc, `${path}/loc`);
      if (!checkUrl(findings, context, value, location)) return;
      const earlier = seen.get(value);
      if (earlier) findings.error('duplicate_url', `"${value}" is listed twice (first at ${earlier}).`, location);
      seen.set(value, location);
      const isPost = isPostUrl(value, context.siteUrl);
      const lastmod = child(url, 'lastmod');
      let date: Date | null = null;
      if (!lastmod) {
        if (isPost) findings.error('required_field_missing', 'A post URL has no <lastmod>.', at(document.name, url, `${path}/lastmod`));
      } else {
        const lastmodAt = at(document.name, lastmod, `${path}/lastmod`);
        date = parseW3cDatetime(lastmod.text);
        if (!date) findings.error('lastmod_invalid', `"${lastmod.text}" is not a W3C Datetime.`, lastmodAt);
        else checkPostDate(findings, context, date, 'lastmod', lastmodAt);
      }
      if (isPost && !earlier) {
        counts.posts++;
        posts.set(value, { date, location });
      }
    });
  };

  const root = parse(main, findings);
  if (!root) readable = false;
  else if (root.uri !== SITEMAP_NS || (root.local !== 'urlset' && root.local !== 'sitemapindex')) {
    findings.error('document_root_invalid', `The root must be <urlset> or <sitemapindex> in ${SITEMAP_NS}.`, at(main.name, root, `/${root.name}`));
    readable = false;
  } else if (root.local === 'urlset') {
    counts.documents = 1;
    checkUrlset(main, root);
  } else {
    counts.documents = 1;
    childrenNamed(root, 'sitemap').forEach((sitemap, index) => {
      const path = `/sitemapindex/sitemap[${index + 1}]`;
      const loc = required(findings, main.name, sitemap, 'loc', path);
      if (!loc) return;
      const value = loc.text.trim();
      const location = at(main.name, loc, `${path}/loc`);
      if (!checkUrl(findings, context, value, location)) return;
      const lastmod = child(sitemap, 'lastmod');
      if (lastmod && !parseW3cDatetime(lastmod.text)) {
        findings.error('lastmod_invalid', `"${lastmod.text}" is not a W3C Datetime.`, at(main.name, lastmod, `${path}/lastmod`));
      }
      const document = part(value);
      if (!document) {
        findings.error('sitemap_part_missing', `The index names ${value}, which the site does not serve.`, location);
        readable = false;
        return;
      }
      counts.documents++;
      const partRoot = parse(document, findings);
      if (!partRoot) readable = false;
      else if (partRoot.uri !== SITEMAP_NS || partRoot.local !== 'urlset') {
        findings.error('document_root_invalid', `A sitemap file must be a <urlset> in ${SITEMAP_NS}.`, at(document.name, partRoot, `/${partRoot.name}`));
        readable = false;
      } else checkUrlset(document, partRoot);
    });
  }
  return { report: findings.report(context.now, counts), posts, readable };
}

export interface RssResult {
  report: Report;
  /** Item link -> its pubDate. */
  posts: Map<string, PostEntry>;
  readable: boolean;
}

/** The RSS 2.0 feed; selfUrl is the address it is served at (its atom:link rel="self"). */
export function validateRss(document: XmlDocument, selfUrl: string, context: ValidationContext): RssResult {
  const findings = new Findings();
  const posts = new Map<string, PostEntry>();
  const counts = { items: 0 };
  const name = document.name;
  const root = parse(document, findings);
  if (!root) return { report: findings.report(context.now, counts), posts, readable: false };
  const channel = root.local === 'rss' && root.uri === '' && root.attributes.version === '2.0' ? child(root, 'channel') : undefined;
  if (!channel) {
    findings.error('document_root_invalid', 'The root must be <rss version="2.0"> with a <channel>.', at(name, root, `/${root.name}`));
    return { report: findings.report(context.now, counts), posts, readable: false };
  }

  required(findings, name, channel, 'title', '/rss/channel');
  required(findings, name, channel, 'description', '/rss/channel');
  const link = required(findings, name, channel, 'link', '/rss/channel');
  if (link) checkUrl(findings, context, link.text.trim(), at(name, link, '/rss/channel/link'));
  const lastBuildDate = child(channel, 'lastBuildDate');
  if (lastBuildDate && !parseRfc2822(lastBuildDate.text)) {
    findings.error('date_not_rfc2822', `"${lastBuildDate.text}" is not an RFC 2822 date.`, at(name, lastBuildDate, '/rss/channel/lastBuildDate'));
  }
  const self = childrenNamed(channel, 'link', ATOM_NS).find((node) => node.attributes.rel === 'self');
  if (!self || !self.attributes.href) {
    findings.error('atom_self_link_missing', 'The channel has no <atom:link rel="self" href="...">.', at(name, channel, '/rss/channel/atom:link'));
  } else {
    const location = at(name, self, '/rss/channel/atom:link/@href');
    if (checkUrl(findings, context, self.attributes.href, location) && self.attributes.href !== selfUrl) {
      findings.warn('atom_self_link_mismatch', `atom:link self is "${self.attributes.href}", but the feed is served at ${selfUrl}.`, location);
    }
  }

  const guids = new Map<string, string>();
  const links = new Map<string, string>();
  childrenNamed(channel, 'item').forEach((item, index) => {
    counts.items++;
    const path = `/rss/channel/item[${index + 1}]`;
    required(findings, name, item, 'title', path);
    required(findings, name, item, 'description', path);

    let itemLink: string | null = null;
    const linkNode = required(findings, name, item, 'link', path);
    if (linkNode) {
      const value = linkNode.text.trim();
      const location = at(name, linkNode, `${path}/link`);
      if (checkUrl(findings, context, value, location)) {
        const earlier = links.get(value);
        if (earlier) findings.error('duplicate_link', `Two items link to "${value}" (first at ${earlier}).`, location);
        else links.set(value, location);
        itemLink = value;
      }
    }

    const guid = required(findings, name, item, 'guid', path);
    if (guid) {
      const value = guid.text.trim();
      const location = at(name, guid, `${path}/guid`);
      const permalink = (guid.attributes.isPermaLink ?? 'true') !== 'false';
      if (guid.attributes.isPermaLink !== undefined && !['true', 'false'].includes(guid.attributes.isPermaLink)) {
        findings.error('guid_invalid', `isPermaLink must be "true" or "false", not "${guid.attributes.isPermaLink}".`, location);
      }
      if (permalink) {
        let url: URL | null = null;
        try {
          url = new URL(value);
        } catch {
          findings.error('guid_invalid', `The GUID "${value}" is marked as a permalink but is not a URL.`, location);
        }
        if (url) {
          checkUrl(findings, context, value, location);
          if (itemLink !== null && value !== itemLink) findings.warn('guid_link_mismatch', `The permalink GUID differs from the link "${itemLink}".`, location);
        }
      }
      const earlier = guids.get(value);
      if (earlier) findings.error('duplicate_guid', `The GUID "${value}" is used twice (first at ${earlier}).`, location);
      else guids.set(value, location);
    }

    const pubDate = required(findings, name, item, 'pubDate', path);
    let date: Date | null = null;
    if (pubDate) {
      const location = at(name, pubDate, `${path}/pubDate`);
      date = parseRfc2822(pubDate.text);
      if (!date) findings.error('date_not_rfc2822', `"${pubDate.text}" is not an RFC 2822 date.`, location);
      else checkPostDate(findings, context, date, 'pubDate', location);
    }
    if (itemLink !== null && isPostUrl(itemLink, context.siteUrl) && !posts.has(itemLink)) {
      posts.set(itemLink, { date, location: at(name, item, path) });
    }
  });
  return { report: findings.report(context.now, { ...counts, posts: posts.size }), posts, readable: true };
}

/**
 * Sitemap against RSS: the same published posts in both, with dates that agree. With an item limit
 * (site settings' rssItemLimit), the feed must hold the newest `rssItemLimit` posts of the sitemap
 * (its posts in document order, newest published first, as both documents list them) and no more;
 * without one, every post of the sitemap, so the counts must be equal.
 */
export function validateConsistency(sitemap: SitemapResult, rss: RssResult, context: ValidationContext, rssItemLimit: number | null): Report {
  const findings = new Findings();
  const expected = rssItemLimit === null ? sitemap.posts.size : Math.min(rssItemLimit, sitemap.posts.size);
  const counts = { sitemapPosts: sitemap.posts.size, rssPosts: rss.posts.size, expectedRssPosts: expected };
  // A document that cannot be read cannot be compared: carry its fatal errors over.
  for (const result of [sitemap, rss]) {
    if (!result.readable) {
      for (const issue of result.report.errors) findings.errors.push(issue);
    }
  }
  if (sitemap.readable && rss.readable) {
    if (rssItemLimit === null && sitemap.posts.size !== rss.posts.size) {
      findings.error(
        'post_count_mismatch',
        `The sitemap lists ${sitemap.posts.size} posts, the RSS feed ${rss.posts.size}.`,
        'sitemap.xml / rss.xml',
      );
    }
    if (rssItemLimit !== null && rss.posts.size > rssItemLimit) {
      findings.error('rss_item_limit_exceeded', `The RSS feed lists ${rss.posts.size} posts; rssItemLimit is ${rssItemLimit}.`, 'rss.xml');
    }
    let position = 0;
    for (const [url, entry] of sitemap.posts) {
      const inRss = rss.posts.get(url);
      if (!inRss) {
        if (position < expected) {
          const which = rssItemLimit === null ? 'in the sitemap' : `among the newest ${rssItemLimit} posts of the sitemap`;
          findings.error('post_missing_from_rss', `${url} is ${which} but not in the RSS feed.`, entry.location);
        }
      } else if (entry.date && inRss.date && entry.date.getTime() + 1000 < inRss.date.getTime()) {
        findings.error(
          'lastmod_before_pubdate',
          `${url} was modified (${entry.date.toISOString()}) before it was published (${inRss.date.toISOString()}).`,
          entry.location,
        );
      }
      position++;
    }
    for (const [url, entry] of rss.posts) {
      if (!sitemap.posts.has(url)) findings.error('post_missing_from_sitemap', `${url} is in the RSS feed but not in the sitemap.`, entry.location);
    }
  }
  return findings.report(context.now, counts);
}
