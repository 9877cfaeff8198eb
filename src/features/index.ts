import type { App } from '../shared/http/app-types.js';
import adminAppFeature from './admin-app/index.js';
import adminDashboardFeature from './admin-dashboard/index.js';
import announcementsFeature from './announcements/index.js';
import auditLogFeature from './audit-log/index.js';
import authFeature from './auth/index.js';
import blogFeature from './blog/index.js';
import calendarFeature from './calendar/index.js';
import clientLogsFeature from './client-logs/index.js';
import clientsFeature from './clients/index.js';
import commonCodesFeature from './common-codes/index.js';
import companiesFeature from './companies/index.js';
import consultingActivitiesFeature from './consulting-activities/index.js';
import contractsFeature from './contracts/index.js';
import deadlineMailFeature from './deadline-mail/index.js';
import deadlinesFeature from './deadlines/index.js';
import engagementLettersFeature from './engagement-letters/index.js';
import documentsFeature from './documents/index.js';
import faqFeature from './faq/index.js';
import inquiriesFeature from './inquiries/index.js';
import mailFeature from './mail/index.js';
import operationsFeature from './operations/index.js';
import portalAppFeature from './portal-app/index.js';
import portalFeature from './portal/index.js';
import portfolioFeature from './portfolio/index.js';
import revenueTrackingFeature from './revenue-tracking/index.js';
import searchFeature from './search/index.js';
import siteImagesFeature from './site-images/index.js';
import siteSettingsFeature from './site-settings/index.js';
import siteFeature from './site/index.js';
import taxFilingSchedulesFeature from './tax-filing-schedules/index.js';
import taxFilingsFeature from './tax-filings/index.js';
import taxProfilesFeature from './tax-profiles/index.js';
import usersFeature from './users/index.js';
import websiteFeature from './website/index.js';

/** Every feature group. Each registers its own routes (one file per operation) and jobs. */
export const features: ReadonlyArray<(app: App) => void> = [
  operationsFeature,
  authFeature,
  usersFeature,
  blogFeature,
  siteFeature,
  inquiriesFeature,
  clientsFeature,
  companiesFeature,
  commonCodesFeature,
  siteSettingsFeature,
  faqFeature,
  announcementsFeature,
  taxProfilesFeature,
  taxFilingSchedulesFeature,
  taxFilingsFeature,
  deadlinesFeature,
  deadlineMailFeature,
  contractsFeature,
  engagementLettersFeature,
  consultingActivitiesFeature,
  revenueTrackingFeature,
  searchFeature,
  adminDashboardFeature,
  clientLogsFeature,
  documentsFeature,
  auditLogFeature,
  mailFeature,
  calendarFeature,
  adminAppFeature,
  portfolioFeature,
  siteImagesFeature,
  websiteFeature,
  portalFeature,
  portalAppFeature,
];
