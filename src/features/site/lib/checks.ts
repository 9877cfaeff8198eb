import type { App } from '../../../shared/http/app-types.js';
import { feedsOf } from './feeds.js';
import { validateRss, validateSitemap, type RssResult, type SitemapResult, type ValidationContext } from './validate.js';

export function validationContext(app: App): ValidationContext {
  return { siteUrl: app.config.siteUrl, now: app.clock.now() };
}

/** Validates the sitemap exactly as the site serves it (the rendered documents). */
export async function checkSitemap(app: App): Promise<SitemapResult> {
  const feeds = feedsOf(app);
  const set = await feeds.sitemap();
  const partPrefix = `${app.config.siteUrl}/${app.config.sitePrefix}/sitemap-`;
  return validateSitemap(
    { name: 'sitemap.xml', xml: set.main.body },
    (url) => {
      const number = url.startsWith(partPrefix) ? /^(\d+)\.xml$/.exec(url.slice(partPrefix.length))?.[1] : undefined;
      const part = number === undefined ? undefined : set.parts[Number(number) - 1];
      return part ? { name: `sitemap-${number}.xml`, xml: part.body } : null;
    },
    validationContext(app),
  );
}

/**
 * Validates the RSS feed of every published post exactly as the site serves it, with the item limit
 * it was rendered with.
 */
export async function checkRss(app: App): Promise<RssResult & { itemLimit: number | null }> {
  const feeds = feedsOf(app);
  const feed = (await feeds.rss())!;
  const result = validateRss({ name: 'rss.xml', xml: feed.body }, `${app.config.siteUrl}${feeds.paths.rssPath}`, validationContext(app));
  return { ...result, itemLimit: feed.itemLimit };
}
