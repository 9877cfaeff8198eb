import type { App } from '../../shared/http/app-types.js';
import { adminPageSchema } from './lib/page-schema.js';

/** The app's pages live under /admin/, so its relative asset paths resolve; the bare path goes there. */
export default function redirectAdmin(app: App): void {
  app.get('/admin', { config: { public: true }, schema: adminPageSchema }, (request, reply) => reply.redirect('/admin/'));
}
