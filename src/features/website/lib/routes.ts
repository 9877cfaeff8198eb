/*
 * What every page route shares: public, left out of the OpenAPI document (HTML pages, not API
 * operations; docs/website.md describes them), any query string accepted (campaign parameters such
 * as utm_source are ignored, and do not make another cache entry), and errors answered as the
 * theme's HTML error pages: bad input in a page address is a 404 page, a failure the 500 page.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../blog/lib/slugs.js';
import type { SiteLocale } from './messages.js';
import { NOT_FOUND, SERVER_ERROR, type Website } from './website.js';

export const PAGES_TAG = 'Website';

/** Page addresses take any query: only the page's own parameter (page=) is read. */
const OpenQuery = Type.Object({}, { additionalProperties: true });

export function pageRoute(site: Website, locale: SiteLocale, summary: string) {
  return {
    config: { public: true },
    schema: { hide: true, tags: [PAGES_TAG], summary, querystring: OpenQuery },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'page failed');
      else request.log.info({ status, code: error.code }, 'page refused');
      return site.sendError(reply, locale, status >= 500 ? SERVER_ERROR : NOT_FOUND);
    },
  };
}

const SLUG = new RegExp(SLUG_PATTERN);

/** A slug as the blog makes them; anything else (../, NUL, 2,000 characters) names no page. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/** Path parameters are checked by the handler (isSlug), so that a bad one is the 404 page. */
export const SlugParam = Type.Object({ slug: Type.String() }, { additionalProperties: false });

const MAX_PAGE = 1_000_000;

/** ?page=N of a listing: 1 when absent, null (no such page) unless a plain number from 1 to 1,000,000. */
export function pageNumber(query: unknown): number | null {
  const raw = (query as Record<string, unknown>).page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}
