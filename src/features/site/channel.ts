import type { App } from '../../shared/http/app-types.js';

export interface ChannelInfo {
  title: string;
  description: string;
}

/**
 * The RSS channel's title and description. For now from SITE_NAME / SITE_DESCRIPTION; meant to be
 * read from the site settings record (siteName, siteDescription) once it exists. It is read on
 * every feed request and is part of the cache key, so a change shows on the next request.
 */
export async function channelInfo(app: App): Promise<ChannelInfo> {
  return { title: app.config.siteName, description: app.config.siteDescription };
}
