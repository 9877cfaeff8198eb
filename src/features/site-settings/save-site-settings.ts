import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { saveSiteSettings as saveSiteSettingsRecord } from './repository.js';
import { SaveSiteSettingsRequest, SiteSettings, TAG } from './schemas.js';

export default function saveSiteSettings(app: App): void {
  app.put(
    '/api/sitesettings',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Replace the site settings, whole (admin)',
        body: SaveSiteSettingsRequest,
        response: { 200: SiteSettings },
      },
    },
    async (request) => {
      const settings = request.body;
      const seen = new Map<string, number>();
      const errors: Record<string, string[]> = {};
      settings.socialLinks.forEach((link, index) => {
        const key = link.name.trim().toLowerCase();
        if (seen.has(key)) errors[`socialLinks[${index}].name`] = [`repeats socialLinks[${seen.get(key)}].name`];
        else seen.set(key, index);
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      return saveSiteSettingsRecord(app.db, settings);
    },
  );
}
