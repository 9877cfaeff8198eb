import type { App } from '../../shared/http/app-types.js';
import getMonthlyStats from './get-monthly-stats.js';
import getRecentInquiries from './get-recent-inquiries.js';
import getSummary from './get-summary.js';
import getUpcomingFilings from './get-upcoming-filings.js';

export default function adminDashboardFeature(app: App): void {
  getSummary(app);
  getUpcomingFilings(app);
  getRecentInquiries(app);
  getMonthlyStats(app);
}
