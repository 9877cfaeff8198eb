import type { App } from '../../../shared/http/app-types.js';

export interface ChannelInfo {
  title: string;
  description: string;
  /** How many of the newest posts the feed lists (site settings' rssItemLimit); null: every post. */
  itemLimit: number | null;
}

/**
 * The RSS channel as the site settings record describes it (siteName, siteDescription,
 * rssItemLimit) once an admin has saved it, SITE_NAME / SITE_DESCRIPTION and no limit until then.
 * It is read on every feed request (one primary-key read) and is part of the cache key, so a change
 * shows on the next request.
 */
export async function channelInfo(app: App): Promise<ChannelInfo> {
  const saved = await app.db
    .selectFrom('site_settings')
    .select(['site_name', 'site_description', 'rss_item_limit'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    title: saved?.site_name || app.config.siteName,
    description: saved?.site_description || app.config.siteDescription,
    itemLimit: saved?.rss_item_limit ?? null,
  };
}
