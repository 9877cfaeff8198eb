import type { App } from '../../shared/http/app-types.js';
import redirectAdmin from './redirect-admin.js';
import serveAdmin from './serve-admin.js';

export default function adminAppFeature(app: App): void {
  redirectAdmin(app);
  serveAdmin(app);
}
