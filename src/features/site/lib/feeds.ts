import { createHash } from 'node:crypto';
import type { App } from '../../../shared/http/app-types.js';
import { channelInfo, type ChannelInfo } from './channel.js';
import {
  MAX_URLS_PER_SITEMAP,
  renderRss,
  renderSitemapIndex,
  renderUrlset,
  type SitemapUrl,
} from './render.js';
import { findCategoryBySlug, nextScheduledAt, readFeedState, rssRows, sitemapRows, type FeedState } from '../repository.js';

/** A rendered document with its validators for conditional requests. */
export interface Rendered {
  body: string;
  etag: string;
  /** HTTP date. */
  lastModified: string;
}

/** The RSS feed with the item limit it was rendered with (the consistency check compares by it). */
export interface RssFeed extends Rendered {
  itemLimit: number | null;
}

export interface SitemapSet {
  /** sitemap.xml: the urlset itself, or an index of the numbered files past 50,000 URLs. */
  main: Rendered;
  /** sitemap-1.xml, sitemap-2.xml, ... (empty when sitemap.xml holds every URL). */
  parts: Rendered[];
}

interface Entry<T> {
  version: number;
  channelKey: string;
  /** Epoch ms from which the rendering is stale even without a write: the next scheduled post. */
  validUntil: number;
  value: T;
}

export interface SitePaths {
  sitemapPath: string;
  sitemapPartPath: (part: number) => string;
  rssPath: string;
}

export function sitePaths(prefix: string): SitePaths {
  return {
    sitemapPath: `/${prefix}/sitemap.xml`,
    sitemapPartPath: (part) => `/${prefix}/sitemap-${part}.xml`,
    rssPath: `/${prefix}/rss.xml`,
  };
}

export function postLink(siteUrl: string, slug: string): string {
  return `${siteUrl}/blog/${slug}`;
}

function rendered(body: string, lastModifiedMs: number): Rendered {
  // A hash of the bytes: every instance that renders the same content gives the same ETag.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag, lastModified: new Date(lastModifiedMs).toUTCString() };
}

/**
 * Rendered sitemap and RSS, cached in this process and rendered once per content change.
 * Each request first reads the blog's content version (one primary-key row that every write able
 * to change the public content bumps in its transaction) and the channel info; the cached rendering is served
 * while both match and the next scheduled post's moment has not come. So many instances on one
 * database all re-render after a write, scheduled posts appear on time without a job, and the
 * steady state costs one tiny query per request. Concurrent misses share one rendering.
 */
export class FeedRenderer {
  readonly #cache = new Map<string, Entry<unknown>>();
  readonly #pending = new Map<string, Promise<Entry<unknown>>>();
  readonly paths: SitePaths;

  constructor(private readonly app: App) {
    this.paths = sitePaths(app.config.sitePrefix);
  }

  /** The sitemap set (main document and numbered parts). */
  sitemap(): Promise<SitemapSet> {
    return this.#current('sitemap', (state, _channel, now) => this.#renderSitemap(state, now));
  }

  /** The RSS feed, of every published post or of one category's; null for an unknown category. */
  async rss(categorySlug?: string): Promise<RssFeed | null> {
    if (categorySlug === undefined) return this.#current('rss', (state, channel, now) => this.#renderRss(state, channel, now));
    return this.#current(`rss:${categorySlug}`, async (state, channel, now) => {
      const category = await findCategoryBySlug(this.app.db, categorySlug);
      if (!category) return { value: null, nextChange: null };
      return this.#renderRss(state, channel, now, { ...category, slug: categorySlug });
    });
  }

  async #current<T>(
    key: string,
    render: (state: FeedState, channel: ChannelInfo, now: Date) => Promise<{ value: T; nextChange: string | null }>,
  ): Promise<T> {
    const [state, channel] = await Promise.all([readFeedState(this.app.db), channelInfo(this.app)]);
    const channelKey = JSON.stringify(channel);
    const now = this.app.clock.now();
    const hit = this.#cache.get(key) as Entry<T> | undefined;
    if (hit && hit.version === state.version && hit.channelKey === channelKey && now.getTime() < hit.validUntil) return hit.value;

    const flightKey = `${key}@${state.version}@${channelKey}`;
    let flight = this.#pending.get(flightKey) as Promise<Entry<T>> | undefined;
    if (!flight) {
      flight = render(state, channel, now).then(({ value, nextChange }) => ({
        version: state.version,
        channelKey,
        validUntil: nextChange === null ? Number.POSITIVE_INFINITY : Date.parse(nextChange),
        value,
      }));
      this.#pending.set(flightKey, flight);
      flight
        .then((entry) => {
          const cached = this.#cache.get(key);
          // A slow rendering of an older version must not replace a newer one.
          if (cached && cached.version > entry.version) return;
          // Unknown categories are not kept, so the cache holds at most one entry per real category.
          if (entry.value === null) this.#cache.delete(key);
          else this.#cache.set(key, entry);
        })
        .catch(() => {})
        .finally(() => this.#pending.delete(flightKey));
    }
    const entry = await flight;
    // A rendering shared with an earlier request may already be past its moment: render afresh.
    if (now.getTime() >= entry.validUntil) return (await render(state, channel, now)).value;
    return entry.value;
  }

  async #renderSitemap(state: FeedState, now: Date): Promise<{ value: SitemapSet; nextChange: string | null }> {
    const nowIso = now.toISOString();
    const [rows, nextChange] = await Promise.all([sitemapRows(this.app.db, nowIso), nextScheduledAt(this.app.db, nowIso)]);
    const { siteUrl, sitePages } = this.app.config;
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
    const lastModified = Math.max(Date.parse(state.changedAt), newest);
    if (urls.length <= MAX_URLS_PER_SITEMAP) {
      return { value: { main: rendered(renderUrlset(urls), lastModified), parts: [] }, nextChange };
    }
    const parts: Rendered[] = [];
    const index: SitemapUrl[] = [];
    for (let start = 0; start < urls.length; start += MAX_URLS_PER_SITEMAP) {
      const chunk = urls.slice(start, start + MAX_URLS_PER_SITEMAP);
      const chunkNewest = chunk.reduce((max, url) => Math.max(max, url.time), 0);
      parts.push(rendered(renderUrlset(chunk), Math.max(Date.parse(state.changedAt), chunkNewest)));
      index.push({
        loc: `${siteUrl}${this.paths.sitemapPartPath(parts.length)}`,
        lastmod: chunkNewest > 0 ? new Date(chunkNewest).toISOString() : undefined,
      });
    }
    return { value: { main: rendered(renderSitemapIndex(index), lastModified), parts }, nextChange };
  }

  async #renderRss(
    state: FeedState,
    channel: ChannelInfo,
    now: Date,
    category?: { id: number; name: string; slug: string },
  ): Promise<{ value: RssFeed; nextChange: string | null }> {
    const nowIso = now.toISOString();
    const [rows, nextChange] = await Promise.all([
      rssRows(this.app.db, nowIso, channel.itemLimit, category?.id),
      nextScheduledAt(this.app.db, nowIso),
    ]);
    const { siteUrl } = this.app.config;
    const newest = rows.reduce((max, row) => Math.max(max, Date.parse(row.published_at), Date.parse(row.updated_at)), 0);
    const lastModified = Math.max(Date.parse(state.changedAt), newest);
    const body = renderRss(
      {
        title: category ? `${channel.title} - ${category.name}` : channel.title,
        link: category ? `${siteUrl}/blog?category=${category.slug}` : `${siteUrl}/blog`,
        description: channel.description,
        selfUrl: `${siteUrl}${this.paths.rssPath}${category ? `?category=${category.slug}` : ''}`,
        lastBuildDate: new Date(lastModified).toISOString(),
      },
      rows.map((row) => ({
        title: row.title,
        link: postLink(siteUrl, row.slug),
        description: row.summary,
        pubDate: row.published_at,
        category: row.category_name,
      })),
    );
    return { value: { ...rendered(body, lastModified), itemLimit: channel.itemLimit }, nextChange };
  }
}

const renderers = new WeakMap<App, FeedRenderer>();

/** The app's one renderer (route files share it). */
export function feedsOf(app: App): FeedRenderer {
  let renderer = renderers.get(app);
  if (!renderer) {
    renderer = new FeedRenderer(app);
    renderers.set(app, renderer);
  }
  return renderer;
}
