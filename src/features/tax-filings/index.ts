import type { App } from '../../shared/http/app-types.js';
import createFiling from './create-filing.js';
import deleteFiling from './delete-filing.js';
import exportFilings from './export-filings.js';
import getFiling from './get-filing.js';
import listClientFilings from './list-client-filings.js';
import listUpcomingFilings from './list-upcoming-filings.js';
import updateFiling from './update-filing.js';

export default function taxFilingsFeature(app: App): void {
  listUpcomingFilings(app);
  listClientFilings(app);
  exportFilings(app);
  getFiling(app);
  createFiling(app);
  updateFiling(app);
  deleteFiling(app);
}
