import { ServiceUnavailableError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { securityHeaderList } from '../../shared/http/headers.js';
import { serveSinglePageApp } from '../../shared/http/single-page-app.js';

/**
 * The admin's pages show the website's images (a post's cover and inline images, the logo), whose
 * URLs are built from SITE_URL (docs/website.md, "Images"). When the site has an origin of its own
 * (www.firm.example beside office.firm.example, both this server), the common policy's
 * `img-src 'self' data:` would block them in the editor, so the admin's policy also names that
 * origin for images, and only for images.
 */
export function adminContentSecurityPolicy(siteUrl: string): string {
  const common = new Map(securityHeaderList()).get('content-security-policy') ?? '';
  const siteOrigin = new URL(siteUrl).origin;
  return common
    .split(';')
    .map((directive) => (directive.trim().startsWith('img-src ') ? `${directive.trimEnd()} ${siteOrigin}` : directive))
    .join(';');
}

/** The admin single-page app under /admin/ (src/shared/http/single-page-app.ts), under the common security headers. */
export default function adminAppFeature(app: App): void {
  serveSinglePageApp(app, {
    prefix: '/admin',
    dist: app.config.adminDistDir,
    name: 'Admin interface',
    notBuilt: () => new ServiceUnavailableError('The admin interface is not built: run `npm run build:admin` (npm start does it).', 'admin_not_built'),
    pageHeaders: { 'content-security-policy': adminContentSecurityPolicy(app.config.siteUrl) },
  });
}
