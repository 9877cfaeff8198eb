import type { Kysely, Selectable, UpdateResult } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { InquiriesTable, InquiryStatus } from '../../db/tables/office.js';
import { camelized, columnsFrom, type Camelized } from '../../db/rows.js';
import { whereContains, whereGiven } from '../../db/filters.js';
import { normalizeEmail } from '../../shared/auth/user-store.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { addToCreationCounts } from '../../shared/creation-counts.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { changedOneRow } from '../../db/records.js';

type Db = Kysely<Database>;

/** What the sender wrote. */
export interface InquiryContact {
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  subject: string;
  message: string;
  serviceType: string | null;
}

const columns = [
  'id',
  'name',
  'email',
  'phone',
  'company_name',
  'subject',
  'message',
  'service_type',
  'status',
  'admin_memo',
  'client_id',
  'converted_at',
  'created_at',
  'updated_at',
] as const;

export type Inquiry = Camelized<Selectable<InquiriesTable>>;

/** What a write of the sender's fields sets as it is. */
const written = ['name', 'phone', 'companyName', 'subject', 'message', 'serviceType'] as const;

function contactColumns(contact: InquiryContact) {
  return { ...columnsFrom(contact, written), email: normalizeEmail(contact.email) };
}

/** Inserts an inquiry and counts it in creation_counts (the one path that does). */
export async function insertInquiry(db: Db, contact: InquiryContact, now: string): Promise<number> {
  const row = await db
    .insertInto('inquiries')
    .values({ ...contactColumns(contact), status: 'new', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addToCreationCounts(db, 'inquiry', now, 1);
  return row.id;
}

/** The id the next inquiry will probably get (what a dropped honeypot submission is told). */
export async function likelyNextInquiryId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function findInquiry(db: Db, id: number): Promise<Inquiry | null> {
  const row = await db.selectFrom('inquiries').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

export interface InquiryFilter extends PageRequest {
  status?: InquiryStatus;
  search?: string;
  /** Received at or after this instant. */
  receivedFrom?: string;
  /** Received before this instant. */
  receivedBefore?: string;
}

export async function listInquiriesPage(db: Db, dialect: Dialect, filter: InquiryFilter): Promise<Page<Inquiry>> {
  const filtered = whereGiven(db.selectFrom('inquiries'), [
    ['status', '=', filter.status],
    ['created_at', '>=', filter.receivedFrom],
    ['created_at', '<', filter.receivedBefore],
  ]);
  const base = whereContains(filtered, dialect, ['name', 'email', 'phone', 'subject'], filter.search);
  return pageOf(base.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc'), filter, camelized);
}

/**
 * The outcome of a change that a converted inquiry refuses: decided by the UPDATE itself, so a
 * conversion running at the same moment cannot slip in between a check and the write.
 */
export type ChangeOutcome = 'changed' | 'not_found' | 'converted';

async function outcomeOf(db: Db, id: number, result: UpdateResult): Promise<ChangeOutcome> {
  if (changedOneRow(result)) return 'changed';
  const current = await db.selectFrom('inquiries').select('status').where('id', '=', id).executeTakeFirst();
  return current ? 'converted' : 'not_found';
}

export async function setInquiryStatus(db: Db, id: number, status: Exclude<InquiryStatus, 'converted'>, now: string): Promise<ChangeOutcome> {
  const result = await db
    .updateTable('inquiries')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'converted')
    .executeTakeFirst();
  return outcomeOf(db, id, result);
}

/** False when there is no such inquiry. A converted inquiry's memo can still change. */
export async function setInquiryMemo(db: Db, id: number, adminMemo: string | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('inquiries')
    .set({ admin_memo: adminMemo, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return changedOneRow(result);
}

export async function updateInquiry(
  db: Db,
  id: number,
  changes: InquiryContact & { status?: Exclude<InquiryStatus, 'converted'>; adminMemo?: string | null },
  now: string,
): Promise<ChangeOutcome> {
  let query = db
    .updateTable('inquiries')
    .set({
      ...contactColumns(changes),
      ...(changes.status === undefined ? {} : { status: changes.status }),
      ...(changes.adminMemo === undefined ? {} : { admin_memo: changes.adminMemo }),
      updated_at: now,
    })
    .where('id', '=', id);
  if (changes.status !== undefined) query = query.where('status', '<>', 'converted');
  const result = await query.executeTakeFirst();
  return outcomeOf(db, id, result);
}

/**
 * Marks an inquiry converted, unless it already is, and returns what the client is made from.
 * The UPDATE locks the row on PostgreSQL: a second conversion waits for the first to commit,
 * then finds the inquiry converted and gets null.
 */
export async function claimForConversion(db: Db, id: number, now: string): Promise<InquiryContact | null> {
  const row = await db
    .updateTable('inquiries')
    .set({ status: 'converted', converted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'converted')
    .returning(['name', 'email', 'phone', 'company_name', 'subject', 'message', 'service_type'])
    .executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function linkClient(db: Db, id: number, clientId: number): Promise<void> {
  await db.updateTable('inquiries').set({ client_id: clientId }).where('id', '=', id).execute();
}

export interface InquiryMailSettings {
  notifyNewInquiries: boolean;
  acknowledgeInquiries: boolean;
  contactEmail: string | null;
}

/** The site settings' mail switches (both on before the settings are first saved). */
export async function loadInquiryMailSettings(db: Db): Promise<InquiryMailSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select(['notify_new_inquiries', 'acknowledge_inquiries', 'contact_email'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return { notifyNewInquiries: true, acknowledgeInquiries: true, contactEmail: null };
  return { notifyNewInquiries: row.notify_new_inquiries, acknowledgeInquiries: row.acknowledge_inquiries, contactEmail: row.contact_email };
}

/** Addresses of active users who asked for a mail on each new inquiry. */
export async function listNewInquiryRecipients(db: Db): Promise<{ email: string; locale: Locale | null }[]> {
  return db.selectFrom('users').select(['email', 'locale']).where('mail_new_inquiries', '=', true).where('disabled_at', 'is', null).orderBy('id').execute();
}
