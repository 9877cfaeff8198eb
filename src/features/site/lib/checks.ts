import type { App } from '../../../shared/http/app-types.js';
import type { Rendered, RssFeed, SitemapSet } from './feeds.js';
import { INLINE_BYTES } from './offload.js';
import type { CheckParams, ServedDocument, ServedSitemap } from './site-tasks.js';
import type { Report } from './validate.js';

/*
 * The checks read the documents exactly as the site serves them (the rendered bytes) and run in
 * the site worker when those are large: parsing 37 MB of RSS takes seconds (offload.ts).
 */

function served(name: string, document: Rendered): ServedDocument {
  return { name, body: document.body };
}

function servedSitemap(set: SitemapSet): ServedSitemap {
  return { main: served('sitemap.xml', set.main), parts: set.parts.map((part, index) => served(`sitemap-${index + 1}.xml`, part)) };
}

function checkParams(app: App, rss: RssFeed | null): CheckParams {
  const { siteUrl } = app.config;
  const { paths } = app.feeds;
  return {
    siteUrl,
    nowMs: app.clock.now().getTime(),
    partUrlPrefix: `${siteUrl}${paths.sitemapPartPrefix}`,
    rssSelfUrl: `${siteUrl}${paths.rssPath}`,
    rssItemLimit: rss?.itemLimit ?? null,
  };
}

function isSmall(...documents: Rendered[]): boolean {
  return documents.reduce((bytes, document) => bytes + document.body.byteLength, 0) < INLINE_BYTES;
}

export async function checkSitemap(app: App): Promise<Report> {
  const set = await app.feeds.sitemap();
  return app.siteWorker.run('checkSitemap', checkParams(app, null), servedSitemap(set), isSmall(set.main, ...set.parts));
}

/** The feed of every published post, checked with the item limit it was rendered with. */
export async function checkRss(app: App): Promise<Report> {
  const feed = (await app.feeds.rss())!;
  return app.siteWorker.run('checkRss', checkParams(app, feed), served('rss.xml', feed), isSmall(feed));
}

export async function checkConsistency(app: App): Promise<Report> {
  const { feeds } = app;
  const [set, feed] = await Promise.all([feeds.sitemap(), feeds.rss()]);
  return app.siteWorker.run(
    'checkConsistency',
    checkParams(app, feed),
    { sitemap: servedSitemap(set), rss: served('rss.xml', feed!) },
    isSmall(set.main, ...set.parts, feed!),
  );
}
