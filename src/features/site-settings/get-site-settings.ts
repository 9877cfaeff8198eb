import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { SiteSettings, TAG } from './schemas.js';
import { readSiteSettings } from './service.js';

export default function getSiteSettings(app: App): void {
  app.get(
    '/api/sitesettings',
    {
      schema: {
        tags: [TAG],
        summary: 'The site settings, whole (defaults until first saved)',
        response: { 200: SiteSettings },
      },
    },
    async (request) => readSiteSettings(contextOf(app, request)),
  );
}
