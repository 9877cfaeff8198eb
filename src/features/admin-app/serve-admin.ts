import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from 'typebox';
import { NotFoundError, ServiceUnavailableError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { Strict } from '../../shared/http/schemas.js';
import { ADMIN_PAGE_CONFIG, adminPageSchema } from './lib/page-schema.js';

const ASSET = /^assets\/[\w.-]+$/;

/**
 * The admin single-page app, served by this same server: hashed assets cached for a year, every
 * other path under /admin answered with index.html so deep links (/admin/inquiries/5) load the app,
 * which routes in the browser. Public: the app itself holds no data; its API calls need tokens.
 */
export default function serveAdmin(app: App): void {
  const dist = app.config.adminDistDir;
  // serve: false: only reply.sendFile, so the admin app's own routes (public, documented) are the only ones.
  void app.register(fastifyStatic, { root: dist, serve: false, cacheControl: false });
  const schema = { ...adminPageSchema, params: Strict({ '*': Type.String({ maxLength: 500 }) }) };
  app.get('/admin/*', { config: ADMIN_PAGE_CONFIG, schema }, async (request, reply) => {
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      throw new ServiceUnavailableError('The admin interface is not built: run `npm run build:admin` (npm start does it).', 'admin_not_built');
    }
    const requested = request.params['*'];
    if (requested.startsWith('assets/')) {
      // A missing script must not be answered with the HTML page (the browser would run HTML as JS).
      if (!ASSET.test(requested) || !fs.existsSync(path.join(dist, requested))) throw new NotFoundError('Admin asset', requested);
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(requested);
    }
    // Hashed names change with every build; the page that names them must always be fresh.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
