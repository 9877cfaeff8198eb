import type { App } from '../../shared/http/app-types.js';
import getRobots from './get-robots.js';
import getRss from './get-rss.js';
import getSitemap from './get-sitemap.js';
import getSitemapPart from './get-sitemap-part.js';
import validateConsistency from './validate-consistency.js';
import validateRss from './validate-rss.js';
import validateSitemap from './validate-sitemap.js';

/**
 * The public site documents (sitemap, RSS, robots.txt; not under /api) and the admin-only feed
 * validation that reads them. One folder because validation checks the rendered documents.
 */
export default function siteFeature(app: App): void {
  getSitemap(app);
  getSitemapPart(app);
  getRss(app);
  getRobots(app);
  validateSitemap(app);
  validateRss(app);
  validateConsistency(app);
}
