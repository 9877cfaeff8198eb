import type { Locale } from '../../shared/i18n/locales.js';
import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

export type InquiryStatus = 'new' | 'in_progress' | 'contacted' | 'converted' | 'closed' | 'spam';
export type ClientType = 'individual' | 'business';
export type ClientStatus = 'active' | 'inactive';

export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  /** Lowercased. */
  email: string;
  phone: string | null;
  company_name: string | null;
  subject: string;
  message: string;
  service_type: string | null;
  status: InquiryStatus;
  admin_memo: string | null;
  /** Set, with status converted, by convert-to-client. */
  client_id: number | null;
  converted_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

/**
 * Clients are never removed: DELETE sets deleted_at, every read filters on it, and the tax records
 * of other groups keep pointing at the row.
 */
export interface ClientsTable {
  id: Generated<number>;
  name: string;
  /** Lowercased; unique among clients that are not deleted. */
  email: string | null;
  phone: string | null;
  client_type: ClientType;
  company_id: number | null;
  business_number: string | null;
  address: string | null;
  status: ClientStatus;
  notes: string | null;
  /** The inquiry this client was converted from; unique, so an inquiry yields at most one client. */
  source_inquiry_id: number | null;
  /** Opted in to deadline reminders by mail (to `email`). */
  remind_by_email: Generated<boolean>;
  /** The language the client's mails (and later the portal) use; null: the firm's DEFAULT_LOCALE. */
  locale: Generated<Locale | null>;
  created_at: Instant;
  updated_at: Instant;
  deleted_at: Instant | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  /** Unique regardless of letter case. */
  code: string;
  name: string;
  business_number: string | null;
  representative: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  is_active: boolean;
  created_at: Instant;
  updated_at: Instant;
}

export interface CommonCodesTable {
  id: Generated<number>;
  code_group: string;
  code_value: string;
  name: string;
  sort_order: number;
  is_active: boolean;
  /** A JSON object (jsonb on PostgreSQL, text on SQLite), or null. */
  attributes: string | Record<string, unknown> | null;
  created_at: Instant;
  updated_at: Instant;
}

/** One row, id 1. */
export interface SiteSettingsTable {
  id: number;
  site_name: string;
  site_description: string | null;
  site_url: string;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  business_hours: string | null;
  /** JSON array of { name, url }. */
  social_links: string | Array<{ name: string; url: string }>;
  default_meta_title: string | null;
  default_meta_description: string | null;
  /** Null: the RSS feed lists every published post. */
  rss_item_limit: number | null;
  /** Mail the contact address when an inquiry arrives. */
  notify_new_inquiries: Generated<boolean>;
  /** Mail the sender of an inquiry that it arrived. */
  acknowledge_inquiries: Generated<boolean>;
  /** The website theme's colour, #rrggbb (null: the theme's own). */
  brand_colour: Generated<string | null>;
  /** The logo the website shows (site_images), null: the site name in text. */
  logo_image_id: Generated<number | null>;
  /** What an invoice says about paying: bank, account, holder (migration 0045); null: nothing. */
  invoice_payment_instructions: Generated<string | null>;
  /** The tax (VAT) included in invoiced amounts, in percent; null: invoices show no tax line. */
  invoice_tax_rate_percent: Generated<number | null>;
  updated_at: Instant;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  category: string | null;
  sort_order: number;
  is_published: boolean;
  created_at: Instant;
  updated_at: Instant;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  content: string;
  is_pinned: boolean;
  sort_order: number;
  is_published: boolean;
  /** Shown from this instant (null: from the start). */
  starts_at: Instant | null;
  /** Shown until this instant, exclusive (null: without end). */
  ends_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Visible clients per status and type, kept in step with clients by the services (src/shared/clients/client-counts.ts). */
export interface ClientCountsTable {
  status: ClientStatus;
  client_type: ClientType;
  clients: number;
}

/**
 * Current clients and inquiries per 15-minute UTC bucket of their creation instant, kept in step
 * by the services (src/shared/creation-counts.ts).
 */
export interface CreationCountsTable {
  record_type: 'client' | 'inquiry';
  /** The bucket's first instant. */
  bucket_start: Instant;
  created: number;
}

/**
 * Current clients and inquiries per UTC month, counting only those created in the month's core
 * (12 hours after its start to 14 hours before its end), kept beside creation_counts
 * (src/shared/creation-counts.ts).
 */
export interface CreationMonthCountsTable {
  record_type: 'client' | 'inquiry';
  /** The UTC month's first instant. */
  month_start: Instant;
  created: number;
}

export interface OfficeTables {
  inquiries: InquiriesTable;
  clients: ClientsTable;
  client_counts: ClientCountsTable;
  creation_counts: CreationCountsTable;
  creation_month_counts: CreationMonthCountsTable;
  companies: CompaniesTable;
  common_codes: CommonCodesTable;
  site_settings: SiteSettingsTable;
  faqs: FaqsTable;
  announcements: AnnouncementsTable;
}
