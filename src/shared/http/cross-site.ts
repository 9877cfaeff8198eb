/**
 * Cross-site request refusal for operations a cookie authenticates (the admin's refresh cookie,
 * the portal's next). SameSite=Strict already keeps a browser from sending the cookie with
 * another site's request; this is the second, independent check OWASP recommends, from the
 * headers a browser sets itself and a page cannot forge:
 * - `Sec-Fetch-Site: cross-site` is refused; `same-site` only when the Origin is one of ours;
 * - an `Origin` must be this server's own origin (as the request reached it: Host and scheme,
 *   X-Forwarded-* behind a trusted proxy), ADMIN_URL's, PORTAL_URL's, or one of CORS_ORIGINS; `null` never is.
 * A request with neither header did not come from a browser page (curl, a server): it is let
 * through, since it must hold the cookie anyway.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { ForbiddenError } from '../errors.js';

type Origins = Pick<Config, 'adminUrl' | 'portalUrl' | 'corsOrigins'>;

function trustedOrigins(request: FastifyRequest, config: Origins): Set<string> {
  return new Set([`${request.protocol}://${request.host}`, new URL(config.adminUrl).origin, new URL(config.portalUrl).origin, ...config.corsOrigins]);
}

export function refuseCrossSite(request: FastifyRequest, config: Origins): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const trusted = origin !== undefined && trustedOrigins(request, config).has(origin);
  const refused = site === 'cross-site' || (origin !== undefined && !trusted) || (site === 'same-site' && !trusted);
  if (refused) {
    throw new ForbiddenError('This operation uses the session cookie and answers only pages of this site.', 'cross_site_request');
  }
}
