/*
 * One example call per repository function, whose SQL `npm run sql:review` writes to
 * sql/<group>/<function>.<dialect>.sql and sql-review.test.ts compares with what is checked in, so
 * a change to a query shows in review (as Immich does). A new repository function gets an example
 * here; NOT_YET lists those still without one, and only shrinks (the test refuses a new name there).
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import * as clients from '../../features/clients/repository.js';
import * as inquiries from '../../features/inquiries/repository.js';
import * as portal from '../../features/portal/repository.js';
import * as revenue from '../../features/revenue-tracking/repository.js';

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

export const EXAMPLES: Record<string, Record<string, Example>> = {
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
  portal: {
    findOwnRecord: (db) => portal.findOwnRecord({ db, clientId: 7 }),
    listOwnFilingsPage: (db) => portal.listOwnFilingsPage({ db, clientId: 7 }, PAGE),
    listOwnEngagementsPage: (db) => portal.listOwnEngagementsPage({ db, clientId: 7 }, PAGE),
    listOwnInvoicesPage: (db) => portal.listOwnInvoicesPage({ db, clientId: 7 }, PAGE),
    outstandingOf: (db) => portal.outstandingOf({ db, clientId: 7 }),
    listOwnDeadlinesPage: (db) => portal.listOwnDeadlinesPage({ db, clientId: 7 }, PAGE),
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
};
