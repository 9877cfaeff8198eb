import type { App } from '../../../shared/http/app-types.js';
import { answerUnknownPagesWith } from '../../../shared/http/problem.js';
import { ROOT_LOCALE, SITE_LOCALES, type SiteLocale } from './messages.js';
import { NOT_FOUND, websiteOf } from './website.js';

/** Paths that are never pages: their unknown addresses stay problem+json 404s. */
const NOT_PAGES = /^\/(api|admin|healthz|readyz|metrics)(\/|$)/;

function localeOf(path: string): SiteLocale {
  const first = path.split('/')[1] ?? '';
  return (SITE_LOCALES as readonly string[]).includes(first) ? (first as SiteLocale) : ROOT_LOCALE;
}

/**
 * An unknown address a person reached in a browser (a GET asking for HTML, outside the API, the
 * admin and the feeds) gets the site's 404 page, in the language of its path; the rest keep the
 * problem+json 404 that API clients read.
 */
export function installHtmlNotFound(app: App): void {
  const site = websiteOf(app);
  const feeds = `/${app.config.sitePrefix}/`;
  answerUnknownPagesWith(app, (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (!String(request.headers.accept ?? '').includes('text/html')) return null;
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PAGES.test(path) || path.startsWith(feeds)) return null;
    return site.sendError(reply, localeOf(path), NOT_FOUND);
  });
}
