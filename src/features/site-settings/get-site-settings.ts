import type { App } from '../../shared/http/app-types.js';
import { loadSiteSettings, type SiteSettings as Settings } from './repository.js';
import { SiteSettings, TAG } from './schemas.js';

export default function getSiteSettings(app: App): void {
  /** What an installation shows before anyone saves settings. */
  const defaults: Settings = {
    siteName: 'taxdesk',
    siteDescription: null,
    siteUrl: app.config.siteUrl,
    contactEmail: null,
    contactPhone: null,
    address: null,
    businessHours: null,
    socialLinks: [],
    defaultMetaTitle: null,
    defaultMetaDescription: null,
    rssItemLimit: null,
    updatedAt: null,
  };
  app.get(
    '/api/sitesettings',
    {
      schema: {
        tags: [TAG],
        summary: 'The site settings, whole (defaults until first saved)',
        response: { 200: SiteSettings },
      },
    },
    async () => (await loadSiteSettings(app.db)) ?? defaults,
  );
}
