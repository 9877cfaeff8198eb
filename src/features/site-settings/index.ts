import type { App } from '../../shared/http/app-types.js';
import getSiteSettings from './get-site-settings.js';
import saveSiteSettings from './save-site-settings.js';

export default function siteSettingsFeature(app: App): void {
  getSiteSettings(app);
  saveSiteSettings(app);
}
