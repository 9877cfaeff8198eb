import type { App } from '../../shared/http/app-types.js';
import exportDeadlines from './export-deadlines.js';
import listDeadlines from './list-deadlines.js';

export default function deadlinesFeature(app: App): void {
  listDeadlines(app);
  exportDeadlines(app);
}
