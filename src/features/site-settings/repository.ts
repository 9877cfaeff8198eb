import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readJson, writeJson } from '../../db/sql-helpers.js';
import type { SiteSettingsTable } from '../../db/tables/office.js';
import { camelized } from '../../db/rows.js';

type Db = Kysely<Database>;

export interface SocialLink {
  name: string;
  url: string;
}

export interface SiteSettingsInput {
  siteName: string;
  siteDescription: string | null;
  siteUrl: string;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
  businessHours: string | null;
  socialLinks: SocialLink[];
  defaultMetaTitle: string | null;
  defaultMetaDescription: string | null;
  rssItemLimit: number | null;
  notifyNewInquiries: boolean;
  acknowledgeInquiries: boolean;
  brandColour: string | null;
  logoImageId: number | null;
  invoicePaymentInstructions: string | null;
  invoiceTaxRatePercent: number | null;
}

export interface SiteSettings extends SiteSettingsInput {
  updatedAt: string | null;
}

const ROW_ID = 1;

const columns = [
  'site_name',
  'site_description',
  'site_url',
  'contact_email',
  'contact_phone',
  'address',
  'business_hours',
  'social_links',
  'default_meta_title',
  'default_meta_description',
  'rss_item_limit',
  'notify_new_inquiries',
  'acknowledge_inquiries',
  'brand_colour',
  'logo_image_id',
  'invoice_payment_instructions',
  'invoice_tax_rate_percent',
  'updated_at',
] as const;

function toSettings(row: Pick<Selectable<SiteSettingsTable>, (typeof columns)[number]>): SiteSettings {
  return { ...camelized(row), socialLinks: readJson<SocialLink[]>(row.social_links), brandColour: row.brand_colour ?? null, logoImageId: row.logo_image_id ?? null, invoicePaymentInstructions: row.invoice_payment_instructions ?? null, invoiceTaxRatePercent: row.invoice_tax_rate_percent ?? null };
}

/** The stored settings, or null before they are first saved. */
export async function loadSiteSettings(db: Db): Promise<SiteSettings | null> {
  const row = await db.selectFrom('site_settings').select(columns).where('id', '=', ROW_ID).executeTakeFirst();
  return row ? toSettings(row) : null;
}

/** Replaces the whole record (creating it on the first save) in one statement. */
export async function upsertSiteSettings(db: Db, input: SiteSettingsInput, now: string): Promise<SiteSettings> {
  const values = {
    site_name: input.siteName,
    site_description: input.siteDescription,
    site_url: input.siteUrl,
    contact_email: input.contactEmail === null ? null : input.contactEmail.toLowerCase(),
    contact_phone: input.contactPhone,
    address: input.address,
    business_hours: input.businessHours,
    social_links: writeJson(input.socialLinks),
    default_meta_title: input.defaultMetaTitle,
    default_meta_description: input.defaultMetaDescription,
    rss_item_limit: input.rssItemLimit,
    notify_new_inquiries: input.notifyNewInquiries,
    acknowledge_inquiries: input.acknowledgeInquiries,
    brand_colour: input.brandColour,
    logo_image_id: input.logoImageId,
    invoice_payment_instructions: input.invoicePaymentInstructions,
    invoice_tax_rate_percent: input.invoiceTaxRatePercent,
    updated_at: now,
  };
  const row = await db
    .insertInto('site_settings')
    .values({ id: ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toSettings(row);
}
