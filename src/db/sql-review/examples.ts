/*
 * One example call per repository function, whose SQL `npm run sql:review` writes to
 * sql/<group>/<function>.<dialect>.sql and sql-review.test.ts compares with what is checked in, so
 * a change to a query shows in review (as Immich does). Every repository function has one (the
 * test refuses a function without); a new one gets its example here with the function.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import * as dashboard from '../../features/admin-dashboard/repository.js';
import * as announcements from '../../features/announcements/repository.js';
import * as auditLog from '../../features/audit-log/repository.js';
import * as auth from '../../features/auth/repository.js';
import * as blog from '../../features/blog/repository.js';
import * as calendar from '../../features/calendar/repository.js';
import * as clientLogs from '../../features/client-logs/repository.js';
import * as clients from '../../features/clients/repository.js';
import * as commonCodes from '../../features/common-codes/repository.js';
import * as companies from '../../features/companies/repository.js';
import * as activities from '../../features/consulting-activities/repository.js';
import * as contracts from '../../features/contracts/repository.js';
import * as deadlineMail from '../../features/deadline-mail/repository.js';
import * as deadlines from '../../features/deadlines/repository.js';
import * as engagementLetters from '../../features/engagement-letters/repository.js';
import * as documents from '../../features/documents/repository.js';
import * as faq from '../../features/faq/repository.js';
import * as inquiries from '../../features/inquiries/repository.js';
import * as mail from '../../features/mail/repository.js';
import * as portal from '../../features/portal/repository.js';
import * as portfolio from '../../features/portfolio/repository.js';
import * as revenue from '../../features/revenue-tracking/repository.js';
import * as search from '../../features/search/repository.js';
import * as siteSettings from '../../features/site-settings/repository.js';
import * as site from '../../features/site/repository.js';
import * as schedules from '../../features/tax-filing-schedules/repository.js';
import * as filings from '../../features/tax-filings/repository.js';
import * as profiles from '../../features/tax-profiles/repository.js';
import * as users from '../../features/users/repository.js';

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
  invoicePaymentInstructions: null,
  invoiceTaxRatePercent: 10,
};
const FORMULA = { formula_id: 'RS_MOMENTUM_V1', owner: 'quant-research', status: 'draft' as const, inputs: ['close_price'], outputs: [] };
const CURSOR = { publishedAt: NOW, id: 7 };
const SITE = 'https://example.com';
const POST = {
  slug: 'vat-deadlines',
  title: 'VAT deadlines',
  excerpt: null,
  summary: 'When VAT is due',
  content: '<p>VAT</p>',
  categoryId: 3,
  tags: ['vat'],
  coverImageUrl: null,
  authorName: 'Tax team',
  metaTitle: null,
  metaDescription: null,
  status: 'published' as const,
  publishedAt: NOW,
};
const CODE = { name: 'VAT return', sortOrder: 1, isActive: true, attributes: { form: 'VAT-1' } };
const COMPANY = {
  code: 'KIM',
  name: 'Kim Trading',
  businessNumber: '123-45-67890',
  representative: 'Kim',
  address: null,
  phone: null,
  email: 'kim@example.com',
  isActive: true,
};
const ACTIVITY = {
  contractId: 4,
  activityDate: '2026-11-19',
  activityType: 'meeting',
  subject: 'VAT review',
  notes: null,
  durationMinutes: 45,
  consultant: 'Lee',
  billable: true,
};
const CONTRACT = {
  title: 'Bookkeeping 2027',
  contractNumber: 'C-2027-001',
  serviceType: 'bookkeeping',
  feeType: 'retainer' as const,
  feeAmount: 4.35,
  startDate: '2027-01-01',
  endDate: null,
  status: 'active' as const,
  signedAt: NOW,
  notes: null,
};
const DEADLINE = { kind: 'filing' as const, id: 7, clientName: 'Kim', taxType: 'vat', period: '2026-Q3', dueDate: '2026-11-25', assigneeUserId: 3 };
const FAQ = { question: 'When is VAT due?', answer: 'A month after the quarter.', category: 'VAT', sortOrder: 1, isPublished: true };
const WINDOW = { from: '2026-11-20', to: '2026-12-20' };
const SCHEDULE = { clientId: 7, taxType: 'vat', period: '2026-Q4', dueDate: '2027-01-25', recurrence: 'quarterly' as const, notes: null, assigneeUserId: 3 };
const { clientId: _clientId, ...SCHEDULE_FIELDS } = SCHEDULE;
const FILING = {
  taxType: 'vat',
  taxYear: 2026,
  period: '2026-Q3',
  status: 'filed' as const,
  dueDate: '2026-10-25',
  filedAt: '2026-10-20T09:00:00.000Z',
  amountDue: 19.99,
  refundAmount: null,
  memo: null,
  assigneeUserId: 3,
};
const PROFILE = {
  taxpayerType: 'corporation',
  taxId: '123-45-67890',
  fiscalYearEnd: '12-31',
  riskLevel: 'high' as const,
  riskNotes: null,
  nextFilingDueDate: '2027-03-31',
  notes: null,
};
const CATEGORY = { name: 'VAT', slug: 'vat', description: null, sortOrder: 0 };
const LOG_FILTER = { from: '2026-11-01T00:00:00.000Z', to: NOW, levels: ['error' as const], search: { text: 'TypeError' }, source: 'admin' };
const LOG_ENTRY = {
  level: 'error' as const,
  message: 'TypeError: x is undefined',
  stack: null,
  url: 'https://example.com/admin',
  userAgent: null,
  source: 'admin',
  context: null,
  fingerprint: 'f1',
  occurredAt: NOW,
  receivedAt: NOW,
  userId: 3,
};

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
  blog: {
    postUrl: () => blog.postUrl(SITE, 'vat-deadlines'),
    publishedPosts: (db) => blog.publishedPosts(db, NOW, 3).select('p.id').execute(),
    pagePublished: (db) => blog.pagePublished(SITE, blog.publishedPosts(db, NOW, 3), PAGE),
    findPost: (db) => blog.findPost(db, SITE, 7),
    lockPostVersion: (db, dialect) => blog.lockPostVersion(db, dialect, 7),
    findPublishedPostBySlug: (db) => blog.findPublishedPostBySlug(db, SITE, 'vat-deadlines', NOW),
    listAdminPage: (db, dialect) => blog.listAdminPage(db, dialect, SITE, { ...PAGE, status: 'scheduled', categoryId: 3, search: 'vat' }, NOW),
    listAllPosts: (db) => blog.listAllPosts(db, SITE, 1000),
    listArchivedPage: (db) => blog.listArchivedPage(db, SITE, PAGE),
    insertPost: (db) => blog.insertPost(db, POST, NOW),
    updatePostRow: (db) => blog.updatePostRow(db, 7, POST, NOW),
    slugsLike: (db) => blog.slugsLike(db, 'vat-deadlines'),
    archivePostRow: (db) => blog.archivePostRow(db, 7, NOW),
    restorePostRow: (db) => blog.restorePostRow(db, 7, NOW),
    categoryExists: (db) => blog.categoryExists(db, 3),
    findCategoryIdBySlug: (db) => blog.findCategoryIdBySlug(db, 'vat'),
    listCategories: (db) => blog.listCategories(db),
    findCategory: (db) => blog.findCategory(db, 3),
    categorySlugsLike: (db) => blog.categorySlugsLike(db, 'vat'),
    insertCategory: (db) => blog.insertCategory(db, CATEGORY, NOW),
    updateCategoryRow: (db) => blog.updateCategoryRow(db, 3, CATEGORY, NOW),
    deleteCategoryRow: (db) => blog.deleteCategoryRow(db, 3),
    countPostsInCategory: (db) => blog.countPostsInCategory(db, 3),
  },
  calendar: {
    findLiveFeedOfUser: (db) => calendar.findLiveFeedOfUser(db, 3),
    insertFeed: (db) => calendar.insertFeed(db, 3, 'hash', NOW),
    findFeedByToken: (db) => calendar.findFeedByToken(db, 'hash'),
    touchFeed: (db) => calendar.touchFeed(db, 7, NOW),
    deadlinesBetween: (db) => calendar.deadlinesBetween(db, '2026-11-01', '2026-12-31'),
  },
  'client-logs': {
    insertEntries: (db) => clientLogs.insertEntries(db, [LOG_ENTRY]),
    listEntriesPage: (db, dialect) => clientLogs.listEntriesPage(db, dialect, { ...LOG_FILTER, ...PAGE }, () => Promise.resolve(100)),
    countEntries: (db, dialect) => clientLogs.countEntries(db, dialect, LOG_FILTER),
    countKept: (db, dialect) =>
      clientLogs.countKept(db, dialect, { kind: 'kept', levels: ['error'], source: 'admin', hours: { from: '2026-11-01T01:00:00.000Z', before: '2026-11-20T10:00:00.000Z' }, edges: [{ from: '2026-11-01T00:30:00.000Z', before: '2026-11-01T01:00:00.000Z' }] }),
    addToKeptCounts: (db) => clientLogs.addToKeptCounts(db, [{ hour: '2026-11-20T10:00:00.000Z', level: 'error', source: 'admin', entries: 2 }]),
    summarize: (db, dialect) => clientLogs.summarize(db, dialect, LOG_FILTER),
    groupsPage: (db, dialect) => clientLogs.groupsPage(db, dialect, { ...LOG_FILTER, ...PAGE }),
    deleteChunkBefore: (db) => clientLogs.deleteChunkBefore(db, '2026-10-01T00:00:00.000Z'),
  },
  clients: {
    listClientsPage: (db, dialect) => clients.listClientsPage(db, dialect, { ...PAGE, status: 'active', sort: '-createdAt' }),
    streamClients: (db, dialect) => clients.streamClients(db, dialect, { clientType: 'business', sort: 'name' }),
  },
  'common-codes': {
    listActiveCodes: (db) => commonCodes.listActiveCodes(db),
    listGroups: (db) => commonCodes.listGroups(db),
    listGroupCodes: (db) => commonCodes.listGroupCodes(db, 'tax_type', true),
    groupExists: (db) => commonCodes.groupExists(db, 'tax_type'),
    findCode: (db) => commonCodes.findCode(db, 'tax_type', 'vat'),
    updateCode: (db) => commonCodes.updateCode(db, 'tax_type', 'vat', CODE, NOW),
    insertCodeIfAbsent: (db) => commonCodes.insertCodeIfAbsent(db, 'tax_type', 'vat', CODE, NOW),
    deleteCode: (db) => commonCodes.deleteCode(db, 'tax_type', 'vat'),
  },
  companies: {
    findCompany: (db) => companies.findCompany(db, 7),
    findCompanyByCode: (db) => companies.findCompanyByCode(db, 'Kim'),
    listCompaniesPage: (db, dialect) => companies.listCompaniesPage(db, dialect, { ...PAGE, search: 'kim', isActive: true }),
    insertCompany: (db) => companies.insertCompany(db, COMPANY, NOW),
    updateCompany: (db) => companies.updateCompany(db, 7, COMPANY, NOW),
    deleteCompany: (db) => companies.deleteCompany(db, 7),
  },
  'consulting-activities': {
    findActivity: (db) => activities.findActivity(db, 7),
    insertActivity: (db) => activities.insertActivity(db, 7, ACTIVITY, NOW),
    updateActivity: (db) => activities.updateActivity(db, 7, ACTIVITY, NOW),
    softDeleteActivity: (db) => activities.softDeleteActivity(db, 7, NOW),
    listActivitiesPage: (db) => activities.listActivitiesPage(db, { ...PAGE, clientId: 7, contractId: 4, billable: true, from: '2026-11-01', to: '2026-11-30' }),
  },
  documents: {
    insertDocumentRequest: (db) =>
      documents.insertDocumentRequest(db, 7, { title: 'Bank statements', description: null, dueDate: '2027-01-31', filingId: 3, scheduleId: null, assignedTo: 2 }, 2, NOW),
    findDocumentRequest: (db) => documents.findDocumentRequest(db, 5),
    lockDocumentRequest: (db, dialect) => documents.lockDocumentRequest(db, dialect === 'postgres', 5),
    updateRequestReview: (db) => documents.updateRequestReview(db, 5, { status: 'rejected', reviewNote: 'Page 2 is missing', reviewedBy: 2 }, NOW),
    markRequestSubmitted: (db) => documents.markRequestSubmitted(db, 5, NOW),
    listDocumentRequestsPage: (db) => documents.listDocumentRequestsPage(db, { ...PAGE, clientId: 7, status: 'open' }),
    filingClient: (db) => documents.filingClient(db, 3),
    scheduleClient: (db) => documents.scheduleClient(db, 3),
    findRequestAddressee: (db) => documents.findRequestAddressee(db, 5),
    malwareAlertFacts: (db) => documents.malwareAlertFacts(db, 7, 5, 2),
    malwareAlertRecipients: (db) => documents.malwareAlertRecipients(db, 5),
    findDocument: (db) => documents.findDocument(db, 9),
    findDocumentContent: (db) => documents.findDocumentContent(db, 9),
    listDocumentsPage: (db) => documents.listDocumentsPage(db, { ...PAGE, clientId: 7, requestId: 5, visibleToClient: true }),
    filesOfRequests: (db) => documents.filesOfRequests(db, [5, 6]),
    listOwnOpenRequestsPage: (db) => documents.listOwnOpenRequestsPage({ db, clientId: 7 }, PAGE),
    findOwnRequest: (db) => documents.findOwnRequest({ db, clientId: 7 }, 5),
    ownFilesOfRequests: (db) => documents.ownFilesOfRequests({ db, clientId: 7 }, [5, 6]),
    listOwnDocumentsPage: (db) => documents.listOwnDocumentsPage({ db, clientId: 7 }, PAGE),
    findOwnDocumentContent: (db) => documents.findOwnDocumentContent({ db, clientId: 7 }, 9),
    countDocumentsUnderKey: (db) => documents.countDocumentsUnderKey(db, '0123456789ab'),
    documentKeysToRewrap: (db) => documents.documentKeysToRewrap(db, '0123456789ab', 200, 200),
    rewrapDocumentKey: (db) => documents.rewrapDocumentKey(db, 9, 'b2xkLXdyYXBwZWQ', { keyId: '0123456789ab', wrappedKey: 'bmV3LXdyYXBwZWQ' }),
    namedBlobKeys: (db) => documents.namedBlobKeys(db, ['a'.repeat(64), 'b'.repeat(64)]),
    recordBlobSightings: (db) => documents.recordBlobSightings(db, ['a'.repeat(64), 'b'.repeat(64)], NOW),
    blobFirstSightings: (db) => documents.blobFirstSightings(db, ['a'.repeat(64), 'b'.repeat(64)]),
    forgetBlobSighting: (db) => documents.forgetBlobSighting(db, 'a'.repeat(64)),
    forgetUnrenewedSightings: (db) => documents.forgetUnrenewedSightings(db, NOW),
  },
  contracts: {
    findContract: (db) => contracts.findContract(db, 4),
    contractIdWithNumber: (db) => contracts.contractIdWithNumber(db, 'C-2027-001'),
    insertContract: (db) => contracts.insertContract(db, 7, CONTRACT, NOW),
    updateContract: (db) => contracts.updateContract(db, 4, CONTRACT, NOW),
    softDeleteContract: (db) => contracts.softDeleteContract(db, 4, NOW),
    listContractsPage: (db) => contracts.listContractsPage(db, { ...PAGE, clientId: 7, status: 'active', from: '2026-01-01', to: '2026-12-31' }),
    latestLettersOf: (db) => contracts.latestLettersOf(db, [4, 5, 6]),
  },
  'deadline-mail': {
    claimMailRun: (db) => deadlineMail.claimMailRun(db, 'digest', '2026-11-20', NOW),
    listOpenDeadlines: (db) => deadlineMail.listOpenDeadlines(db, '2026-11-27'),
    listUnpaidPastDue: (db) => deadlineMail.listUnpaidPastDue(db, '2026-11-20'),
    listNewInquiries: (db) => deadlineMail.listNewInquiries(db),
    listDigestRecipients: (db) => deadlineMail.listDigestRecipients(db),
    listReminderCandidates: (db) => deadlineMail.listReminderCandidates(db, '2026-11-20', '2026-11-27'),
    claimReminder: (db) => deadlineMail.claimReminder(db, DEADLINE, 3, NOW),
    listLettersAwaitingSignature: (db) => deadlineMail.listLettersAwaitingSignature(db),
    listUnannouncedRequests: (db) => deadlineMail.listUnannouncedRequests(db),
    listRequestReminderCandidates: (db) => deadlineMail.listRequestReminderCandidates(db, '2026-12-04'),
    claimRequestMail: (db) => deadlineMail.claimRequestMail(db, 'document_request', { id: 7, dueDate: '2026-12-01' }, -8, NOW),
    listUntoldUploads: (db) => deadlineMail.listUntoldUploads(db),
    claimUploadNotice: (db) => deadlineMail.claimUploadNotice(db, { documentId: 12, dueDate: '2026-12-01' }, NOW),
    listOverdueRequests: (db) => deadlineMail.listOverdueRequests(db, '2026-11-20'),
    listUploadsAwaitingReview: (db) => deadlineMail.listUploadsAwaitingReview(db),
  },
  deadlines: {
    listDeadlinesPage: (db) => deadlines.listDeadlinesPage(db, { ...PAGE, state: 'overdue', kind: 'filing', clientId: 7, taxType: 'vat' }, '2026-11-20'),
    streamDeadlines: (db) => deadlines.streamDeadlines(db, { state: 'open', from: '2026-11-01', to: '2026-12-31' }, '2026-11-20'),
  },
  'engagement-letters': {
    findTemplate: (db) => engagementLetters.findTemplate(db, 7),
    listTemplatePage: (db, dialect) => engagementLetters.listTemplatePage(db, dialect, { ...PAGE, search: 'standard' }),
    insertTemplate: (db) => engagementLetters.insertTemplate(db, { name: 'Standard', bodies: { en: 'Dear {{client.name}}', ko: null } }, NOW),
    updateTemplate: (db) => engagementLetters.updateTemplate(db, 7, { name: 'Standard', bodies: { en: 'Dear {{client.name}}', ko: '{{client.name}} 귀하' } }, NOW),
    deleteTemplate: (db) => engagementLetters.deleteTemplate(db, 7),
    templateIdWithName: (db) => engagementLetters.templateIdWithName(db, 'Standard'),
    findLetterSource: (db) => engagementLetters.findLetterSource(db, 7),
    findServiceLabel: (db) => engagementLetters.findServiceLabel(db, 'bookkeeping', 'ko'),
    findLetter: (db) => engagementLetters.findLetter(db, 7),
    findLatestLetter: (db) => engagementLetters.findLatestLetter(db, 7),
    findClientLetter: (db) => engagementLetters.findClientLetter(db, 3, 7),
    insertLetter: (db) =>
      engagementLetters.insertLetter(db, { contractId: 7, clientId: 3, templateId: 2, language: 'ko', documentId: 11, originalSha256: 'a'.repeat(64), sentBy: 1 }, NOW),
    markLetterResent: (db) => engagementLetters.markLetterResent(db, 5, NOW),
    withdrawLetter: (db) => engagementLetters.withdrawLetter(db, 5, 1, NOW),
    markLetterViewed: (db) => engagementLetters.markLetterViewed(db, 5, NOW),
    signLetter: (db) =>
      engagementLetters.signLetter(
        db,
        5,
        { signerName: 'Kim Minji', signerIp: '203.0.113.7', signerUserAgent: 'Mozilla/5.0', signerMethod: 'link', signerSignedInAt: NOW, consentText: 'I agree…', signedDocumentId: 12, signedSha256: 'b'.repeat(64) },
        NOW,
      ),
    declineLetter: (db) => engagementLetters.declineLetter(db, 5, 'The fee is too high.', NOW),
    lockContractSigning: (db, dialect) => engagementLetters.lockContractSigning(db, dialect, 7),
    setContractSigning: (db) => engagementLetters.setContractSigning(db, 7, { signedAt: NOW, status: 'active' }, NOW),
    findDocumentContent: (db) => engagementLetters.findDocumentContent(db, 11),
    findPortalSignIn: (db) => engagementLetters.findPortalSignIn(db, 3, '5b0c6f0e-family'),
    findLettersByHash: (db) => engagementLetters.findLettersByHash(db, 'a'.repeat(64)),
    listLettersToRemind: (db) => engagementLetters.listLettersToRemind(db, 2, NOW),
    claimLetterReminder: (db) => engagementLetters.claimLetterReminder(db, 5, 0, 1, NOW),
  },
  faq: {
    findFaq: (db) => faq.findFaq(db, 7),
    listFaqPage: (db, dialect) => faq.listFaqPage(db, dialect, { ...PAGE, search: 'vat', category: 'VAT', isPublished: true }),
    insertFaq: (db) => faq.insertFaq(db, FAQ, NOW),
    updateFaq: (db) => faq.updateFaq(db, 7, FAQ, NOW),
    deleteFaq: (db) => faq.deleteFaq(db, 7),
    listFaqsInOrder: (db) => faq.listFaqsInOrder(db),
    setFaqSortOrders: (db) => faq.setFaqSortOrders(db, [{ id: 7, sortOrder: 0 }, { id: 8, sortOrder: 1 }], NOW),
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
    listOwnEngagementsPage: (db) => portal.listOwnEngagementsPage({ db, clientId: 7 }, PAGE, { waitingLetters: true }),
    listOwnInvoicesPage: (db) => portal.listOwnInvoicesPage({ db, clientId: 7 }, PAGE),
    findOwnInvoice: (db) => portal.findOwnInvoice({ db, clientId: 7 }, 12),
    outstandingOf: (db) => portal.outstandingOf({ db, clientId: 7 }),
    listOwnDeadlinesPage: (db) => portal.listOwnDeadlinesPage({ db, clientId: 7 }, PAGE),
    listCodeLabels: (db) => portal.listCodeLabels(db, ['tax_type', 'service_type']),
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
    nextInvoiceNumber: (db) => revenue.nextInvoiceNumber(db, 2026),
    insertEntry: (db) => revenue.insertEntry(db, { ...ENTRY, invoiceNumber: '2026-0042' }, NOW),
    markPaid: (db) => revenue.markPaid(db, 7, NOW, 'card', NOW),
    lockEntryTotals: (db, dialect) => revenue.lockEntryTotals(db, dialect, 7),
    revenueWithinBound: (db, dialect) => revenue.revenueWithinBound(db, dialect),
    updateEntry: (db) => revenue.updateEntry(db, 7, SHARE, { ...ENTRY, amount: 4.35 }, NOW),
    deleteEntry: (db) => revenue.deleteEntry(db, 7, SHARE),
    markUnpaid: (db) => revenue.markUnpaid(db, 7, NOW),
    markInvoiceIssued: (db) => revenue.markInvoiceIssued(db, 7, NOW),
    listEntriesPage: (db) => revenue.listEntriesPage(db, { ...PAGE, isPaid: false, from: '2026-11-01', to: '2026-11-30' }),
    streamEntries: (db) => revenue.streamEntries(db, { clientId: 7 }),
    listPendingPage: (db) => revenue.listPendingPage(db, PAGE),
    totals: (db) => revenue.totals(db, { from: '2026-11-01', to: '2026-11-30' }),
    monthlyTotals: (db) => revenue.monthlyTotals(db, 2026),
  },
  search: {
    searchIndex: (db, dialect) => search.searchIndex(db, dialect, ['vat', 'kim'], 10),
    businessNumbersOf: (db) => search.businessNumbersOf(db, [12, 13], [4]),
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
  'tax-filing-schedules': {
    findSchedule: (db) => schedules.findSchedule(db, 7),
    insertSchedule: (db) => schedules.insertSchedule(db, SCHEDULE, NOW),
    listSchedulesPage: (db) => schedules.listSchedulesPage(db, { ...PAGE, completed: false, clientId: 7, from: '2026-11-01', to: '2026-12-31' }),
    listUpcomingPage: (db) => schedules.listUpcomingPage(db, WINDOW, PAGE),
    countPending: (db) => schedules.countPending(db),
    claimPending: (db) => schedules.claimPending(db, 7, NOW),
    lockScheduleState: (db, dialect) => schedules.lockScheduleState(db, dialect, 7),
    updateSchedule: (db) => schedules.updateSchedule(db, 7, SCHEDULE_FIELDS, NOW),
    deleteSchedule: (db) => schedules.deleteSchedule(db, 7),
    reopenCompleted: (db) => schedules.reopenCompleted(db, 7, NOW),
    linkNextSchedule: (db) => schedules.linkNextSchedule(db, 7, 8),
  },
  'tax-filings': {
    findFiling: (db) => filings.findFiling(db, 7),
    insertFiling: (db) => filings.insertFiling(db, 7, FILING, NOW),
    updateFiling: (db) => filings.updateFiling(db, 7, FILING, NOW),
    softDeleteFiling: (db) => filings.softDeleteFiling(db, 7, NOW),
    lockFilingState: (db, dialect) => filings.lockFilingState(db, dialect, 7),
    listClientFilingsPage: (db) => filings.listClientFilingsPage(db, { ...PAGE, clientId: 7, status: 'filed', taxYear: 2026 }),
    streamFilings: (db) => filings.streamFilings(db, { status: 'draft', taxYear: 2026 }),
    listUpcomingPage: (db) => filings.listUpcomingPage(db, WINDOW, PAGE),
  },
  'tax-profiles': {
    maskTaxId: () => profiles.maskTaxId('123-45-67890'),
    findProfile: (db) => profiles.findProfile(db, 7),
    findProfileOfClient: (db) => profiles.findProfileOfClient(db, 7),
    profileIdOfClient: (db) => profiles.profileIdOfClient(db, 7),
    insertProfile: (db) => profiles.insertProfile(db, 7, PROFILE, NOW),
    updateProfile: (db) => profiles.updateProfile(db, 7, PROFILE, NOW),
    deleteProfile: (db) => profiles.deleteProfile(db, 7),
    listProfilesPage: (db, dialect) => profiles.listProfilesPage(db, dialect, { ...PAGE, riskLevel: 'high', search: 'kim' }),
    listHighRiskPage: (db) => profiles.listHighRiskPage(db, PAGE),
    listUpcomingPage: (db) => profiles.listUpcomingPage(db, WINDOW, PAGE),
  },
  users: {
    findUser: (db) => users.findUser(db, 3),
    listUsersPage: (db, dialect) => users.listUsersPage(db, dialect, { ...PAGE, search: 'kim', role: 'staff' }),
    listActiveDirectory: (db) => users.listActiveDirectory(db, 200),
    listAllUsers: (db) => users.listAllUsers(db),
    countUsers: (db) => users.countUsers(db),
    countActiveAdmins: (db) => users.countActiveAdmins(db),
    insertUser: (db) => users.insertUser(db, { email: 'lee@example.com', passwordHash: '$argon2id$hash', role: 'staff', displayName: 'Lee' }, NOW),
    updateUser: (db) => users.updateUser(db, 3, { role: 'admin', displayName: 'Lee', disabled: false, email: 'lee@example.com' }, NOW),
    setUserLocale: (db) => users.setUserLocale(db, 3, 'ko', NOW),
    findMailPreferences: (db) => users.findMailPreferences(db, 3),
    setMailPreferences: (db) => users.setMailPreferences(db, 3, { digest: true, newInquiries: false }, NOW),
  },
};
