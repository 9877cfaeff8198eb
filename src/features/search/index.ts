import type { App } from '../../shared/http/app-types.js';
import searchRoute from './search.js';

export default function searchFeature(app: App): void {
  searchRoute(app);
}
