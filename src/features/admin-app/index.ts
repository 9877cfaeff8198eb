import { ServiceUnavailableError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { serveSinglePageApp } from '../../shared/http/single-page-app.js';

/** The admin single-page app under /admin/ (src/shared/http/single-page-app.ts), under the common security headers. */
export default function adminAppFeature(app: App): void {
  serveSinglePageApp(app, {
    prefix: '/admin',
    dist: app.config.adminDistDir,
    name: 'Admin interface',
    notBuilt: () => new ServiceUnavailableError('The admin interface is not built: run `npm run build:admin` (npm start does it).', 'admin_not_built'),
  });
}
