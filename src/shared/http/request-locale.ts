import type { FastifyRequest } from 'fastify';
import { negotiateLocale, type Locale } from '../i18n/index.js';

/** The language a request asks for (Accept-Language) among ours, else the firm's DEFAULT_LOCALE. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  // Framework errors can come before the app's config is decorated onto the instance.
  return negotiateLocale(typeof header === 'string' ? header : undefined, request.server.config?.defaultLocale ?? 'en');
}
