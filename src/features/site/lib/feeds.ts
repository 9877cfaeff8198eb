import type { ContentState as FeedState } from '../../../db/content-version.js';
import { nextScheduledAt } from '../../../db/public-posts.js';
import { NotFoundError } from '../../../shared/errors.js';
import type { App } from '../../../shared/http/app-types.js';
import { sharedFreshRead } from '../../../shared/shared-fresh-read.js';
import { channelInfo, type ChannelInfo } from './channel.js';
import { PAGE_ROWS } from './offload.js';
import type { RenderedBytes } from './site-tasks.js';
import { findCategoryBySlug, rssRows, sitemapRows, type FeedCursor } from '../repository.js';

/** A rendered document with its validators for conditional requests. */
export interface Rendered {
  /** In shared memory when a worker rendered it (offload.ts). */
  body: Buffer;
  etag: string;
  /** HTTP date. */
  lastModified: string;
  /** Epoch ms of the next scheduled post: caches may keep the document until then at most. */
  validUntil: number;
  /** The content version it was rendered for. */
  version: number;
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
  /** sitemap-1.xml, sitemap-2.xml, ... up to their number. */
  sitemapPartPrefix: string;
  rssPath: string;
}

export function sitePaths(prefix: string): SitePaths {
  return {
    sitemapPath: `/${prefix}/sitemap.xml`,
    sitemapPartPrefix: `/${prefix}/sitemap-`,
    rssPath: `/${prefix}/rss.xml`,
  };
}

function validUntilOf(nextChange: string | null): number {
  return nextChange === null ? Number.POSITIVE_INFINITY : Date.parse(nextChange);
}

function rendered({ body, etag, lastModifiedMs }: RenderedBytes, validUntil: number, version: number): Rendered {
  return {
    version,
    body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    etag,
    lastModified: new Date(lastModifiedMs).toUTCString(),
    validUntil,
  };
}

/** Rows newest first, PAGE_ROWS at a time and at most `total` (null: all), so no read holds the thread long. */
async function* inPages<Row extends { id: number; published_at: string }>(
  read: (after: FeedCursor | null, limit: number) => Promise<Row[]>,
  total: number | null,
): AsyncGenerator<Row[]> {
  let after: FeedCursor | null = null;
  let left = total ?? Number.POSITIVE_INFINITY;
  while (left > 0) {
    const rows = await read(after, Math.min(PAGE_ROWS, left));
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_ROWS) return;
    left -= rows.length;
    const last = rows[rows.length - 1]!;
    after = { publishedAt: last.published_at, id: last.id };
  }
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
  // The channel (site settings) is read again only when the content version moves: saving the
  // settings bumps it. Concurrent requests share that read.
  readonly #readChannel = sharedFreshRead(() => channelInfo(this.app));
  #channel: { version: number; info: ChannelInfo; key: string } | null = null;
  readonly paths: SitePaths;

  constructor(private readonly app: App) {
    this.paths = sitePaths(app.config.sitePrefix);
  }

  /** The sitemap set (main document and numbered parts). */
  sitemap(): Promise<SitemapSet> {
    return this.#current('sitemap', (state, _channel, now) => this.#renderSitemap(state, now));
  }

  /** One numbered file of a split sitemap; a 404 while there is no such file. */
  async sitemapPart(part: number): Promise<Rendered> {
    const found = (await this.sitemap()).parts[part - 1];
    if (!found) throw new NotFoundError('Sitemap file', part);
    return found;
  }

  /** The feed a reader asked for: a 404 for an unknown category. */
  async rssOrNotFound(categorySlug?: string): Promise<RssFeed> {
    const feed = await this.rss(categorySlug);
    if (!feed) throw new NotFoundError('Category', categorySlug);
    return feed;
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
    const state = await this.app.contentVersion.current();
    const { info: channel, key: channelKey } = await this.#channelAt(state.version);
    const now = this.app.clock.now();
    const hit = this.#cache.get(key) as Entry<T> | undefined;
    if (hit && hit.version === state.version && hit.channelKey === channelKey && now.getTime() < hit.validUntil) return hit.value;

    const flightKey = `${key}@${state.version}@${channelKey}`;
    let flight = this.#pending.get(flightKey) as Promise<Entry<T>> | undefined;
    if (!flight) {
      flight = render(state, channel, now).then(({ value, nextChange }) => ({
        version: state.version,
        channelKey,
        validUntil: validUntilOf(nextChange),
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

  async #channelAt(version: number): Promise<{ info: ChannelInfo; key: string }> {
    const known = this.#channel;
    if (known && known.version === version) return known;
    const info = await this.#readChannel();
    const fresh = { version, info, key: JSON.stringify(info) };
    if (!this.#channel || this.#channel.version <= version) this.#channel = fresh;
    return fresh;
  }

  async #renderSitemap(state: FeedState, now: Date): Promise<{ value: SitemapSet; nextChange: string | null }> {
    const nowIso = now.toISOString();
    const { siteUrl, sitePages } = this.app.config;
    const [set, nextChange] = await Promise.all([
      this.app.siteWorker.render(
        'renderSitemap',
        { siteUrl, sitePages, partUrlPrefix: `${siteUrl}${this.paths.sitemapPartPrefix}`, changedAtMs: Date.parse(state.changedAt) },
        inPages((after, limit) => sitemapRows(this.app.db, nowIso, after, limit), null),
      ),
      nextScheduledAt(this.app.db, nowIso),
    ]);
    const validUntil = validUntilOf(nextChange);
    return { value: { main: rendered(set.main, validUntil, state.version), parts: set.parts.map((part) => rendered(part, validUntil, state.version)) }, nextChange };
  }

  async #renderRss(
    state: FeedState,
    channel: ChannelInfo,
    now: Date,
    category?: { id: number; name: string; slug: string },
  ): Promise<{ value: RssFeed; nextChange: string | null }> {
    const nowIso = now.toISOString();
    const { siteUrl } = this.app.config;
    const [feed, nextChange] = await Promise.all([
      this.app.siteWorker.render(
        'renderRss',
        {
          siteUrl,
          title: category ? `${channel.title} - ${category.name}` : channel.title,
          link: category ? `${siteUrl}/blog?category=${category.slug}` : `${siteUrl}/blog`,
          description: channel.description,
          selfUrl: `${siteUrl}${this.paths.rssPath}${category ? `?category=${category.slug}` : ''}`,
          changedAtMs: Date.parse(state.changedAt),
        },
        inPages((after, limit) => rssRows(this.app.db, nowIso, category?.id, after, limit), channel.itemLimit),
      ),
      nextScheduledAt(this.app.db, nowIso),
    ]);
    return { value: { ...rendered(feed, validUntilOf(nextChange), state.version), itemLimit: channel.itemLimit }, nextChange };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sitemap and RSS, rendered once per content version and shared by their routes (built in buildApp). */
    feeds: FeedRenderer;
  }
}
