import type { App } from '../../shared/http/app-types.js';
import { ADMIN_PAGE_CONFIG, adminPageSchema } from './lib/page-schema.js';

/** The app's pages live under /admin/, so its relative asset paths resolve; the bare path goes there. */
export default function redirectAdmin(app: App): void {
  app.get('/admin', { config: ADMIN_PAGE_CONFIG, schema: adminPageSchema }, (request, reply) => reply.redirect('/admin/'));
}
