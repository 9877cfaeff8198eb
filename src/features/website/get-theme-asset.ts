import { Type } from 'typebox';
import type { App } from '../../shared/http/app-types.js';
import { Strict } from '../../shared/http/schemas.js';
import { chooseEncoding } from '../../shared/http/public-cache.js';
import { ROOT_LOCALE } from './lib/messages.js';
import { pageRoute } from './lib/routes.js';
import { ASSET_PREFIX, brandStylesheet } from './lib/theme.js';
import { NOT_FOUND, websiteOf } from './lib/website.js';

/** A year: the file name holds the hash of its bytes, so a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The theme's assets (stylesheet, icons) under fingerprinted names, cached for good. */
export default function getThemeAsset(app: App): void {
  const site = websiteOf(app);
  const route = pageRoute(site, ROOT_LOCALE, 'A theme asset (fingerprinted name)');
  app.get<{ Params: { file: string } }>(
    `${ASSET_PREFIX}:file`,
    { ...route, schema: { ...route.schema, params: Strict({ file: Type.String() }) } },
    (request, reply) => {
      const brand = brandStylesheet(request.params.file);
      if (brand) return reply.header('cache-control', IMMUTABLE).type('text/css; charset=utf-8').send(brand);
      const asset = site.theme.assets.get(request.params.file);
      if (!asset) return site.sendError(reply, ROOT_LOCALE, NOT_FOUND);
      reply.header('cache-control', IMMUTABLE).header('etag', asset.etag).header('vary', 'accept-encoding').type(asset.contentType);
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      const encoding = chooseEncoding(request, asset.body.length);
      const compressed = encoding && asset[encoding];
      if (compressed) return reply.header('content-encoding', encoding).send(compressed);
      return reply.send(asset.body);
    },
  );
}
