import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.js';
import * as blog from './0002_blog.js';
import * as office from './0003_office.js';
import * as taxRecords from './0004_tax_records.js';
import * as engagements from './0005_engagements.js';
import * as portfolio from './0006_portfolio.js';
import * as clientLogs from './0007_client_logs.js';
import * as revenueListOrder from './0008_revenue_list_order.js';
import * as auditLog from './0009_audit_log.js';
import * as outboxSecrets from './0010_outbox_secrets.js';
import * as sessions from './0011_sessions.js';
import * as mailDelivery from './0012_mail_delivery.js';
import * as rssItemLimitOptional from './0013_rss_item_limit_optional.js';
import * as calendarFeeds from './0014_calendar_feeds.js';
import * as mailPreferences from './0015_mail_preferences.js';
import * as revenueDailyTotals from './0016_revenue_daily_totals.js';
import * as staffDigest from './0017_staff_digest.js';
import * as clientCounts from './0018_client_counts.js';
import * as clientReminders from './0019_client_reminders.js';
import * as revenueInvoiceOrder from './0020_revenue_invoice_order.js';
import * as searchIndex from './0021_search_index.js';
import * as clientLogCounts from './0022_client_log_counts.js';
import * as dashboardCounts from './0023_dashboard_counts.js';
import * as dashboardMonths from './0024_dashboard_months.js';
import * as adminListFilters from './0025_admin_list_filters.js';
import * as textSearchTrigrams from './0026_text_search_trigrams.js';
import * as locales from './0027_locales.js';
import * as portal from './0028_portal.js';
import * as commonCodeSeeds from './0029_common_code_seeds.js';
import * as auditBulkReads from './0030_audit_bulk_reads.js';
import * as siteImages from './0031_site_images.js';
import * as mailLeases from './0032_mail_leases.js';
import * as oneSessionStore from './0033_one_session_store.js';
import * as staffMfa from './0034_staff_mfa.js';
import * as passkeys from './0035_passkeys.js';
import * as openWorkTriggers from './0036_open_work_triggers.js';
import * as auditActorKind from './0037_audit_actor_kind.js';
import * as passkeySignIn from './0038_passkey_sign_in.js';
import * as documents from './0039_documents.js';
import * as engagementLetterTemplates from './0041_engagement_letter_templates.js';
import * as invoiceNumbers from './0042_invoice_numbers.js';
import * as engagementLetters from './0044_engagement_letters.js';
import * as invoiceSettings from './0045_invoice_settings.js';
import * as documentSegmentSums from './0046_document_segment_sums.js';
import * as documentBlobSweep from './0047_document_blob_sweep.js';
import * as invoiceIssuedAt from './0048_invoice_issued_at.js';

/**
 * Every migration, in order. Names are permanent: the database records them. Add new ones at the
 * end with the next number; never edit or reorder a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_blog': blog,
  '0003_office': office,
  '0004_tax_records': taxRecords,
  '0005_engagements': engagements,
  '0006_portfolio': portfolio,
  '0007_client_logs': clientLogs,
  '0008_revenue_list_order': revenueListOrder,
  '0009_audit_log': auditLog,
  '0010_outbox_secrets': outboxSecrets,
  '0011_sessions': sessions,
  '0012_mail_delivery': mailDelivery,
  '0013_rss_item_limit_optional': rssItemLimitOptional,
  '0014_calendar_feeds': calendarFeeds,
  '0015_mail_preferences': mailPreferences,
  '0016_revenue_daily_totals': revenueDailyTotals,
  '0017_staff_digest': staffDigest,
  '0018_client_counts': clientCounts,
  '0019_client_reminders': clientReminders,
  '0020_revenue_invoice_order': revenueInvoiceOrder,
  '0021_search_index': searchIndex,
  '0022_client_log_counts': clientLogCounts,
  '0023_dashboard_counts': dashboardCounts,
  '0024_dashboard_months': dashboardMonths,
  '0025_admin_list_filters': adminListFilters,
  '0026_text_search_trigrams': textSearchTrigrams,
  '0027_locales': locales,
  '0028_portal': portal,
  '0029_common_code_seeds': commonCodeSeeds,
  '0030_audit_bulk_reads': auditBulkReads,
  '0031_site_images': siteImages,
  '0032_mail_leases': mailLeases,
  '0033_one_session_store': oneSessionStore,
  '0034_staff_mfa': staffMfa,
  '0035_passkeys': passkeys,
  '0036_open_work_triggers': openWorkTriggers,
  '0037_audit_actor_kind': auditActorKind,
  '0038_passkey_sign_in': passkeySignIn,
  '0039_documents': documents,
  '0041_engagement_letter_templates': engagementLetterTemplates,
  '0042_invoice_numbers': invoiceNumbers,
  '0044_engagement_letters': engagementLetters,
  '0045_invoice_settings': invoiceSettings,
  '0046_document_segment_sums': documentSegmentSums,
  '0047_document_blob_sweep': documentBlobSweep,
  '0048_invoice_issued_at': invoiceIssuedAt,
};
