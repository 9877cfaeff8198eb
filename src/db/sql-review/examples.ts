/*
 * One example call per repository function, whose SQL `npm run sql:review` writes to
 * sql/<group>/<function>.<dialect>.sql and sql-review.test.ts compares with what is checked in, so
 * a change to a query shows in review (as Immich does). A new repository function gets an example
 * here; NOT_YET lists those still without one, and only shrinks (the test refuses a new name there).
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import * as dashboard from '../../features/admin-dashboard/repository.js';
import * as announcements from '../../features/announcements/repository.js';
import * as auditLog from '../../features/audit-log/repository.js';
import * as auth from '../../features/auth/repository.js';
import * as clients from '../../features/clients/repository.js';
import * as inquiries from '../../features/inquiries/repository.js';
import * as mail from '../../features/mail/repository.js';
import * as portal from '../../features/portal/repository.js';
import * as portfolio from '../../features/portfolio/repository.js';
import * as revenue from '../../features/revenue-tracking/repository.js';
import * as search from '../../features/search/repository.js';
import * as siteSettings from '../../features/site-settings/repository.js';
import * as site from '../../features/site/repository.js';

type Example = (db: Kysely<Database>, dialect: Dialect) => unknown;

const NOW = '2026-11-20T10:00:00.000Z';
const PAGE = { page: 2, pageSize: 20 };
const CONTACT = { name: 'Kim', email: 'kim@example.com', phone: null, companyName: null, subject: 'VAT', message: 'Help', serviceType: null };
const ENTRY = {
  clientId: 7,
  contractId: null,
  description: 'Fee',
  amount: 19.99,
  invoiceDate: '2026-11-03',
  dueDate: null,
  paidAt: null,
  paymentMethod: null,
};
const SHARE = { invoiceDate: '2026-11-03', amount: 19.99, isPaid: true };

const SESSION_CLOCK = { now: NOW, signedInAfter: '2026-11-13T10:00:00.000Z' };
const ANNOUNCEMENT = { title: 'Closed', content: 'Office closed', isPinned: true, sortOrder: 0, isPublished: true, startsAt: NOW, endsAt: null };
const SETTINGS = {
  siteName: 'Kim & Partners',
  siteDescription: null,
  siteUrl: 'https://example.com',
  contactEmail: 'office@example.com',
  contactPhone: null,
  address: null,
  businessHours: null,
  socialLinks: [{ name: 'Blog', url: 'https://example.com/blog' }],
  defaultMetaTitle: null,
  defaultMetaDescription: null,
  rssItemLimit: 20,
  notifyNewInquiries: true,
  acknowledgeInquiries: true,
  brandColour: '#1a4d8f',
  logoImageId: null,
};
const FORMULA = { formula_id: 'RS_MOMENTUM_V1', owner: 'quant-research', status: 'draft' as const, inputs: ['close_price'], outputs: [] };
const CURSOR = { publishedAt: NOW, id: 7 };

export const EXAMPLES: Record<string, Record<string, Example>> = {
  'admin-dashboard': {
    summary: (db) => dashboard.summary(db, { today: '2026-11-20', window: { from: '2026-11-20', to: '2026-12-20' }, monthStart: '2026-11-01', now: NOW }),
    upcomingFilings: (db) => dashboard.upcomingFilings(db, { from: '2026-11-20', to: '2026-12-20' }, 10),
    recentInquiries: (db) => dashboard.recentInquiries(db, 5),
    monthlyStats: (db, dialect) => dashboard.monthlyStats(db, dialect, ['2026-10-01', '2026-11-01'], 'Asia/Seoul'),
  },
  announcements: {
    findAnnouncement: (db) => announcements.findAnnouncement(db, 7, NOW),
    listAnnouncementsPage: (db, dialect) => announcements.listAnnouncementsPage(db, dialect, { ...PAGE, active: true, isPinned: true, search: 'closed' }, NOW),
    insertAnnouncement: (db) => announcements.insertAnnouncement(db, ANNOUNCEMENT, NOW),
    updateAnnouncement: (db) => announcements.updateAnnouncement(db, 7, ANNOUNCEMENT, NOW),
    deleteAnnouncement: (db) => announcements.deleteAnnouncement(db, 7),
  },
  'audit-log': {
    listEntriesPage: (db) => auditLog.listEntriesPage(db, { ...PAGE, userId: 3, recordType: 'client', recordId: '7', operation: 'client.update', from: '2026-11-01T00:00:00.000Z', to: NOW }),
    purgeBefore: (db) => auditLog.purgeBefore(db, '2025-11-20T00:00:00.000Z'),
  },
  auth: {
    revokeUserSession: (db) => auth.revokeUserSession(db, 3, 7, SESSION_CLOCK),
    listLiveSessions: (db) => auth.listLiveSessions(db, 3, SESSION_CLOCK),
    insertResetToken: (db) => auth.insertResetToken(db, { userId: 3, tokenHash: 'hash', now: NOW, expiresAt: '2026-11-20T11:00:00.000Z' }),
    spendResetToken: (db) => auth.spendResetToken(db, 'hash', NOW),
    purgeExpiredTokens: (db) => auth.purgeExpiredTokens(db, NOW),
    findResetTokenUser: (db) => auth.findResetTokenUser(db, 'hash', NOW),
  },
  clients: {
    listClientsPage: (db, dialect) => clients.listClientsPage(db, dialect, { ...PAGE, status: 'active', sort: '-createdAt' }),
    streamClients: (db, dialect) => clients.streamClients(db, dialect, { clientType: 'business', sort: 'name' }),
  },
  inquiries: {
    insertInquiry: (db) => inquiries.insertInquiry(db, CONTACT, NOW),
    likelyNextInquiryId: (db) => inquiries.likelyNextInquiryId(db),
    findInquiry: (db) => inquiries.findInquiry(db, 7),
    listInquiriesPage: (db, dialect) => inquiries.listInquiriesPage(db, dialect, { ...PAGE, status: 'new', receivedFrom: NOW, receivedBefore: '2026-12-01T00:00:00.000Z' }),
    setInquiryStatus: (db) => inquiries.setInquiryStatus(db, 7, 'contacted', NOW),
    setInquiryMemo: (db) => inquiries.setInquiryMemo(db, 7, 'called back', NOW),
    updateInquiry: (db) => inquiries.updateInquiry(db, 7, { ...CONTACT, status: undefined, adminMemo: undefined }, NOW),
    claimForConversion: (db) => inquiries.claimForConversion(db, 7, NOW),
    linkClient: (db) => inquiries.linkClient(db, 7, 8),
    loadInquiryMailSettings: (db) => inquiries.loadInquiryMailSettings(db),
    listNewInquiryRecipients: (db) => inquiries.listNewInquiryRecipients(db),
  },
  mail: {
    listOutboxPage: (db) => mail.listOutboxPage(db, { ...PAGE, status: 'failed' }),
    findOutboxEmail: (db) => mail.findOutboxEmail(db, 7),
    requeue: (db) => mail.requeue(db, 7, NOW),
  },
  portal: {
    findOwnRecord: (db) => portal.findOwnRecord({ db, clientId: 7 }),
    listOwnFilingsPage: (db) => portal.listOwnFilingsPage({ db, clientId: 7 }, PAGE),
    listOwnEngagementsPage: (db) => portal.listOwnEngagementsPage({ db, clientId: 7 }, PAGE),
    listOwnInvoicesPage: (db) => portal.listOwnInvoicesPage({ db, clientId: 7 }, PAGE),
    outstandingOf: (db) => portal.outstandingOf({ db, clientId: 7 }),
    listOwnDeadlinesPage: (db) => portal.listOwnDeadlinesPage({ db, clientId: 7 }, PAGE),
  },
  portfolio: {
    listFormulaPage: (db) => portfolio.listFormulaPage(db, { ...PAGE, status: 'active' }),
    findFormula: (db) => portfolio.findFormula(db, 'RS_MOMENTUM_V1'),
    findFormulaSchema: (db) => portfolio.findFormulaSchema(db, 'RS_MOMENTUM_V1'),
    findFormulaState: (db) => portfolio.findFormulaState(db, 'RS_MOMENTUM_V1'),
    insertFormula: (db) => portfolio.insertFormula(db, FORMULA, 3, NOW),
    updateFormulaStatus: (db) => portfolio.updateFormulaStatus(db, 7, 'draft', 'active', NOW),
    insertStatusChanges: (db) =>
      portfolio.insertStatusChanges(db, [{ formula_ref: 7, from_status: 'draft', to_status: 'active', changed_by: 3, changed_at: NOW, note: null }]),
  },
  'revenue-tracking': {
    findEntry: (db) => revenue.findEntry(db, 7),
    insertEntry: (db) => revenue.insertEntry(db, ENTRY, NOW),
    markPaid: (db) => revenue.markPaid(db, 7, NOW, 'card', NOW),
    lockEntryTotals: (db, dialect) => revenue.lockEntryTotals(db, dialect, 7),
    revenueWithinBound: (db, dialect) => revenue.revenueWithinBound(db, dialect),
    updateEntry: (db) => revenue.updateEntry(db, 7, SHARE, { ...ENTRY, amount: 4.35 }, NOW),
    deleteEntry: (db) => revenue.deleteEntry(db, 7, SHARE),
    markUnpaid: (db) => revenue.markUnpaid(db, 7, NOW),
    listEntriesPage: (db) => revenue.listEntriesPage(db, { ...PAGE, isPaid: false, from: '2026-11-01', to: '2026-11-30' }),
    streamEntries: (db) => revenue.streamEntries(db, { clientId: 7 }),
    listPendingPage: (db) => revenue.listPendingPage(db, PAGE),
    totals: (db) => revenue.totals(db, { from: '2026-11-01', to: '2026-11-30' }),
    monthlyTotals: (db) => revenue.monthlyTotals(db, 2026),
  },
  search: {
    searchIndex: (db, dialect) => search.searchIndex(db, dialect, ['vat', 'kim'], 10),
  },
  site: {
    sitemapRows: (db) => site.sitemapRows(db, NOW, CURSOR, 500),
    rssRows: (db) => site.rssRows(db, NOW, 3, CURSOR, 20),
    findCategoryBySlug: (db) => site.findCategoryBySlug(db, 'vat'),
  },
  'site-settings': {
    loadSiteSettings: (db) => siteSettings.loadSiteSettings(db),
    upsertSiteSettings: (db) => siteSettings.upsertSiteSettings(db, SETTINGS, NOW),
  },
};
