import type { App } from '../../shared/http/app-types.js';
import createRevenue from './create-revenue.js';
import deleteRevenue from './delete-revenue.js';
import exportRevenue from './export-revenue.js';
import getRevenue from './get-revenue.js';
import getRevenueInvoice from './get-revenue-invoice.js';
import issueRevenueInvoice from './issue-revenue-invoice.js';
import listClientRevenue from './list-client-revenue.js';
import listPendingRevenue from './list-pending-revenue.js';
import listRevenue from './list-revenue.js';
import markRevenuePaid from './mark-revenue-paid.js';
import markRevenueUnpaid from './mark-revenue-unpaid.js';
import monthlyRevenue from './monthly-revenue.js';
import totalRevenue from './total-revenue.js';
import updateRevenue from './update-revenue.js';

export default function revenueTrackingFeature(app: App): void {
  createRevenue(app);
  getRevenue(app);
  getRevenueInvoice(app);
  issueRevenueInvoice(app);
  listRevenue(app);
  exportRevenue(app);
  listClientRevenue(app);
  listPendingRevenue(app);
  monthlyRevenue(app);
  totalRevenue(app);
  markRevenuePaid(app);
  markRevenueUnpaid(app);
  updateRevenue(app);
  deleteRevenue(app);
}
