import type { App } from '../../shared/http/app-types.js';
import serveAdmin from './serve-admin.js';

export default function adminAppFeature(app: App): void {
  serveAdmin(app);
}
