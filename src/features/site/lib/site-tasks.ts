import { createHash } from 'node:crypto';
import { MAX_URLS_PER_SITEMAP, renderRss, renderSitemapIndex, renderUrlset, type SitemapUrl } from './render.js';
import { validateConsistency, validateRss, validateSitemap, type Report, type ValidationContext, type XmlDocument } from './validate.js';

/*
 * The heavy half of the site documents: rendering the sitemap and RSS from rows, and validating the
 * rendered bytes. Pure functions of plain data, so they run in the site worker thread for a large
 * blog (offload.ts) and on the request thread for a small one, with the same result.
 */

/** Rendered bytes in shared memory: the worker hands them over without a copy. */
export interface RenderedBytes {
  body: Uint8Array;
  etag: string;
  lastModifiedMs: number;
}

export interface SitemapRow {
  id: number;
  slug: string;
  published_at: string;
  updated_at: string;
}

export interface RssRow extends SitemapRow {
  title: string;
  summary: string;
  category_name: string | null;
}

export interface SitemapBytes {
  main: RenderedBytes;
  parts: RenderedBytes[];
}

export interface SitemapParams {
  siteUrl: string;
  sitePages: readonly string[];
  /** The part files' address up to their number: `${siteUrl}/site/sitemap-`. */
  partUrlPrefix: string;
  /** When the content last changed (a delete changes it without a newer post). */
  changedAtMs: number;
}

export interface RssParams {
  siteUrl: string;
  title: string;
  link: string;
  description: string;
  selfUrl: string;
  changedAtMs: number;
}

export function postLink(siteUrl: string, slug: string): string {
  return `${siteUrl}/blog/${slug}`;
}

function renderedBytes(text: string, lastModifiedMs: number): RenderedBytes {
  const bytes = Buffer.from(text, 'utf8');
  const body = new Uint8Array(new SharedArrayBuffer(bytes.length));
  body.set(bytes);
  // A hash of the bytes: every instance that renders the same content gives the same ETag.
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  return { body, etag, lastModifiedMs };
}

function renderSitemap(params: SitemapParams, rows: readonly SitemapRow[]): SitemapBytes {
  const { siteUrl, sitePages, changedAtMs } = params;
  const postUrls: (SitemapUrl & { time: number })[] = rows.map((row) => {
    const lastmod = row.updated_at > row.published_at ? row.updated_at : row.published_at;
    return { loc: postLink(siteUrl, row.slug), lastmod, time: Date.parse(lastmod) };
  });
  const newest = postUrls.reduce((max, url) => Math.max(max, url.time), 0);
  // The site's own pages list the latest posts, so they change when the newest post does.
  const pageLastmod = newest > 0 ? new Date(newest).toISOString() : undefined;
  const urls: (SitemapUrl & { time: number })[] = [
    ...sitePages.map((page) => ({ loc: `${siteUrl}${page}`, lastmod: pageLastmod, time: newest })),
    ...postUrls,
  ];
  const lastModified = Math.max(changedAtMs, newest);
  if (urls.length <= MAX_URLS_PER_SITEMAP) return { main: renderedBytes(renderUrlset(urls), lastModified), parts: [] };
  const parts: RenderedBytes[] = [];
  const index: SitemapUrl[] = [];
  for (let start = 0; start < urls.length; start += MAX_URLS_PER_SITEMAP) {
    const chunk = urls.slice(start, start + MAX_URLS_PER_SITEMAP);
    const chunkNewest = chunk.reduce((max, url) => Math.max(max, url.time), 0);
    parts.push(renderedBytes(renderUrlset(chunk), Math.max(changedAtMs, chunkNewest)));
    index.push({
      loc: `${params.partUrlPrefix}${parts.length}.xml`,
      lastmod: chunkNewest > 0 ? new Date(chunkNewest).toISOString() : undefined,
    });
  }
  return { main: renderedBytes(renderSitemapIndex(index), lastModified), parts };
}

function renderRssFeed(params: RssParams, rows: readonly RssRow[]): RenderedBytes {
  const newest = rows.reduce((max, row) => Math.max(max, Date.parse(row.published_at), Date.parse(row.updated_at)), 0);
  const lastModified = Math.max(params.changedAtMs, newest);
  const body = renderRss(
    {
      title: params.title,
      link: params.link,
      description: params.description,
      selfUrl: params.selfUrl,
      lastBuildDate: new Date(lastModified).toISOString(),
    },
    rows.map((row) => ({
      title: row.title,
      link: postLink(params.siteUrl, row.slug),
      description: row.summary,
      pubDate: row.published_at,
      category: row.category_name,
    })),
  );
  return renderedBytes(body, lastModified);
}

/** A document as served, by the name reports use for it. */
export interface ServedDocument {
  name: string;
  body: Uint8Array;
}

export interface CheckParams {
  siteUrl: string;
  nowMs: number;
  partUrlPrefix: string;
  rssSelfUrl: string;
  /** The item limit the feed was rendered with. */
  rssItemLimit: number | null;
}

export interface ServedSitemap {
  main: ServedDocument;
  parts: ServedDocument[];
}

function xmlOf(document: ServedDocument): XmlDocument {
  const bytes = document.body;
  return { name: document.name, xml: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') };
}

function context(params: CheckParams): ValidationContext {
  return { siteUrl: params.siteUrl, now: new Date(params.nowMs) };
}

function sitemapResult(params: CheckParams, sitemap: ServedSitemap) {
  return validateSitemap(
    xmlOf(sitemap.main),
    (url) => {
      const number = url.startsWith(params.partUrlPrefix) ? /^(\d+)\.xml$/.exec(url.slice(params.partUrlPrefix.length))?.[1] : undefined;
      const part = number === undefined ? undefined : sitemap.parts[Number(number) - 1];
      return part ? xmlOf(part) : null;
    },
    context(params),
  );
}

function rssResult(params: CheckParams, rss: ServedDocument) {
  return validateRss(xmlOf(rss), params.rssSelfUrl, context(params));
}

/** Every task by name: what the worker runs, and what runs inline for a small site. */
export const siteTasks = {
  renderSitemap,
  renderRss: renderRssFeed,
  checkSitemap: (params: CheckParams, sitemap: ServedSitemap): Report => sitemapResult(params, sitemap).report,
  checkRss: (params: CheckParams, rss: ServedDocument): Report => rssResult(params, rss).report,
  checkConsistency: (params: CheckParams, documents: { sitemap: ServedSitemap; rss: ServedDocument }): Report =>
    validateConsistency(sitemapResult(params, documents.sitemap), rssResult(params, documents.rss), context(params), params.rssItemLimit),
};

export type SiteTasks = typeof siteTasks;
export type SiteTaskName = keyof SiteTasks;
/** The tasks that take rows, which come from the database in pages. */
export type RenderTaskName = 'renderSitemap' | 'renderRss';
