import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { SaveSiteSettingsRequest, SiteSettings, TAG } from './schemas.js';
import { saveSiteSettings as save } from './service.js';

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
    async (request) => save(contextOf(app, request), request.body),
  );
}
