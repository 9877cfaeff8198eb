/*
 * What every page route shares: public, left out of the OpenAPI document (HTML pages, not API
 * operations; docs/website.md describes them), undeclared query parameters dropped (campaign
 * parameters such as utm_source make no other page nor cache entry), and errors answered as the
 * theme's HTML error pages: bad input in a page address is a 404 page, a failure the 500 page.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TObject } from 'typebox';
import { Strict } from '../../../shared/http/schemas.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../blog/lib/slugs.js';
import type { SiteLocale } from './messages.js';
import { NOT_FOUND, SERVER_ERROR, type Website } from './website.js';

export const PAGES_TAG = 'Website';

/** A listing's one query parameter, checked by pageNumber so that a bad one is the 404 page. */
export const ListingQuery = Strict({ page: Type.Optional(Type.String({ maxLength: 20 })) });

/**
 * Pages ignore the query parameters they do not declare (src/shared/http/closed-input.ts): campaign
 * links add utm_*, fbclid and the like. Most pages declare none.
 */
export function pageRoute(site: Website, locale: SiteLocale, summary: string, querystring: TObject = Strict({})) {
  return {
    config: { public: true, ignoreUnknownQuery: true },
    schema: { hide: true, tags: [PAGES_TAG], summary, querystring },
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
export const SlugParam = Strict({ slug: Type.String() });

const MAX_PAGE = 1_000_000;

/** ?page=N of a listing: 1 when absent, null (no such page) unless a plain number from 1 to 1,000,000. */
export function pageNumber(query: unknown): number | null {
  const raw = (query as Record<string, unknown>).page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}
