import { ServiceUnavailableError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { serveSinglePageApp } from '../../shared/http/single-page-app.js';

/**
 * The client portal's pages have a policy of their own, narrower than the common one (which also
 * serves the admin and the API docs): everything from this origin only, no plugins, no <base>, no
 * form posting elsewhere, never framed. The app's one script and one stylesheet are built files;
 * React sets styles through the DOM, which CSP does not count as inline. Passkeys need nothing
 * here: WebAuthn answers to the page's own origin. The one frame it shows is an engagement
 * letter's PDF, fetched with the bearer token into a blob: URL (a frame of the API's address could
 * not send the token), so frames are blob: only, never another site.
 */
export const PORTAL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-src blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The client portal's single-page app under /portal/ (docs/portal.md, "The portal app"). */
export default function portalAppFeature(app: App): void {
  serveSinglePageApp(app, {
    prefix: '/portal',
    dist: app.config.portalDistDir,
    name: 'Client portal app',
    notBuilt: () => new ServiceUnavailableError('The portal app is not built: run `npm run build:portal` (npm start does it).', 'portal_not_built'),
    pageHeaders: { 'content-security-policy': PORTAL_CONTENT_SECURITY_POLICY },
  });
}
