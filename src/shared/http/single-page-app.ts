import fs from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { NotFoundError } from '../errors.js';
import type { App } from './app-types.js';
import { problemResponse } from './openapi.js';
import { Strict } from './schemas.js';

const ASSET = /^assets\/[\w.-]+$/;

/**
 * Public (an app holds no data; its API calls need tokens), and a page: the app routes in the
 * browser and may carry its own query (or a campaign's utm_*), which the server ignores.
 */
export const PAGE_CONFIG = { public: true, ignoreUnknownQuery: true } as const;

export interface SinglePageApp {
  /** Where it is served: `/admin`, `/portal`. */
  prefix: `/${string}`;
  /** The built files (index.html and assets/). */
  dist: string;
  /** Its name in the (hidden) route descriptions. */
  name: string;
  /** Thrown for every page while the app is not built (a 503 naming the command). */
  notBuilt: () => Error;
  /** Headers of its pages (index.html) only, such as a content security policy of its own. */
  pageHeaders?: Readonly<Record<string, string>>;
}

/**
 * A browser app built by Vite, served by this same server: the bare prefix redirects to
 * `prefix/` (so relative asset paths resolve), hashed assets are cached for a year, and every
 * other path under the prefix is answered with index.html so deep links (/admin/inquiries/5)
 * load the app, which routes in the browser. Pages, not API operations: left out of the OpenAPI
 * document, as the docs pages are. Used by the admin and the client portal.
 */
export function serveSinglePageApp(app: App, spa: SinglePageApp): void {
  // reply.sendFile comes from buildApp, which registers @fastify/static once for every app.
  const schema = {
    hide: true,
    tags: [spa.name],
    summary: `${spa.name}: a single-page app (index.html for every page path, hashed assets under ${spa.prefix}/assets/)`,
    response: {
      200: Type.String({ description: 'HTML, JavaScript or CSS.' }),
      503: problemResponse('Not built yet.'),
    },
  };
  app.get(spa.prefix, { config: PAGE_CONFIG, schema }, (request, reply) => reply.redirect(`${spa.prefix}/`));
  app.get(
    `${spa.prefix}/*`,
    { config: PAGE_CONFIG, schema: { ...schema, params: Strict({ '*': Type.String({ maxLength: 500 }) }) } },
    async (request, reply) => {
      if (!fs.existsSync(path.join(spa.dist, 'index.html'))) throw spa.notBuilt();
      const requested = request.params['*'];
      if (requested.startsWith('assets/')) {
        // A missing script must not be answered with the HTML page (the browser would run HTML as JS).
        if (!ASSET.test(requested) || !fs.existsSync(path.join(spa.dist, requested))) throw new NotFoundError(`${spa.name} asset`, requested);
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(requested, spa.dist);
      }
      // Hashed names change with every build; the page that names them must always be fresh.
      return reply
        .headers(spa.pageHeaders ?? {})
        .header('cache-control', 'no-cache')
        .sendFile('index.html', spa.dist);
    },
  );
}
