/** Engagement letters' queries: templates, and what a letter merges (a contract with its client). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { EngagementLettersTable, EngagementLetterTemplatesTable, LetterStatus } from '../../db/tables/engagement-letters.js';
import { camelized, type Camelized } from '../../db/rows.js';
import type { ClientType } from '../../db/tables/office.js';
import type { ContractStatus, FeeType } from '../../db/tables/engagements.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { whereContains } from '../../db/filters.js';
import { readJson } from '../../db/sql-helpers.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { changedOneRow } from '../../db/records.js';

type Db = Kysely<Database>;

const templateColumns = ['id', 'name', 'body_en', 'body_ko', 'created_at', 'updated_at'] as const;

export interface TemplateRecord {
  id: number;
  name: string;
  bodies: { en: string | null; ko: string | null };
  createdAt: string;
  updatedAt: string;
}

export interface TemplateInput {
  name: string;
  bodies: { en: string | null; ko: string | null };
}

function templateOf(row: Pick<Selectable<EngagementLetterTemplatesTable>, (typeof templateColumns)[number]>): TemplateRecord {
  return { id: row.id, name: row.name, bodies: { en: row.body_en, ko: row.body_ko }, createdAt: row.created_at, updatedAt: row.updated_at };
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRecord | null> {
  const row = await db.selectFrom('engagement_letter_templates').select(templateColumns).where('id', '=', id).executeTakeFirst();
  return row ? templateOf(row) : null;
}

export async function listTemplatePage(db: Db, dialect: Dialect, filter: PageRequest & { search?: string }): Promise<Page<TemplateRecord>> {
  const base = whereContains(db.selectFrom('engagement_letter_templates'), dialect, ['name'], filter.search);
  return pageOf(base.select(templateColumns).orderBy('name').orderBy('id'), filter, templateOf);
}

export async function insertTemplate(db: Db, input: TemplateInput, now: string): Promise<number> {
  const row = await db
    .insertInto('engagement_letter_templates')
    .values({ name: input.name, body_en: input.bodies.en, body_ko: input.bodies.ko, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such template. */
export async function updateTemplate(db: Db, id: number, input: TemplateInput, now: string): Promise<boolean> {
  const result = await db
    .updateTable('engagement_letter_templates')
    .set({ name: input.name, body_en: input.bodies.en, body_ko: input.bodies.ko, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return changedOneRow(result);
}

/** False when there is no such template. */
export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('engagement_letter_templates').where('id', '=', id).executeTakeFirst();
  return changedOneRow(result);
}

export async function templateIdWithName(db: Db, name: string): Promise<number | null> {
  const row = await db.selectFrom('engagement_letter_templates').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id ?? null;
}

/** What a letter merges from a contract that is not deleted, with its client (also not deleted). */
export interface LetterSource {
  contractId: number;
  clientId: number;
  title: string;
  contractNumber: string | null;
  serviceType: string | null;
  feeType: FeeType;
  /** Hundredths. */
  feeAmount: number | null;
  startDate: string;
  endDate: string | null;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  clientAddress: string | null;
  businessNumber: string | null;
  clientType: ClientType;
  clientLocale: Locale | null;
}

export async function findLetterSource(db: Db, contractId: number): Promise<LetterSource | null> {
  const row = await db
    .selectFrom('contracts')
    .innerJoin('clients', 'clients.id', 'contracts.client_id')
    .select([
      'contracts.id as contract_id',
      'contracts.client_id',
      'contracts.title',
      'contracts.contract_number',
      'contracts.service_type',
      'contracts.fee_type',
      'contracts.fee_amount',
      'contracts.start_date',
      'contracts.end_date',
      'clients.name as client_name',
      'clients.email as client_email',
      'clients.phone as client_phone',
      'clients.address as client_address',
      'clients.business_number',
      'clients.client_type',
      'clients.locale as client_locale',
    ])
    .where('contracts.id', '=', contractId)
    .where('contracts.deleted_at', 'is', null)
    .where('clients.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    contractId: row.contract_id,
    clientId: row.client_id,
    title: row.title,
    contractNumber: row.contract_number,
    serviceType: row.service_type,
    feeType: row.fee_type,
    feeAmount: row.fee_amount === null ? null : Number(row.fee_amount),
    startDate: row.start_date,
    endDate: row.end_date,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientAddress: row.client_address,
    businessNumber: row.business_number,
    clientType: row.client_type,
    clientLocale: row.client_locale,
  };
}

/** A service code's label in `locale`: the common code's attributes.labels[locale], else its name; null when there is no such code. */
export async function findServiceLabel(db: Db, code: string, locale: Locale): Promise<string | null> {
  const row = await db
    .selectFrom('common_codes')
    .select(['name', 'attributes'])
    .where('code_group', '=', 'service_type')
    .where('code_value', '=', code)
    .executeTakeFirst();
  if (!row) return null;
  const attributes = readJson<Record<string, unknown> | null>(row.attributes);
  const labels = attributes && typeof attributes.labels === 'object' && attributes.labels !== null ? (attributes.labels as Partial<Record<Locale, unknown>>) : {};
  const label = labels[locale];
  return typeof label === 'string' && label !== '' ? label : row.name;
}

// Letters (issue 34.2-4).

const letterColumns = [
  'id',
  'contract_id',
  'client_id',
  'template_id',
  'language',
  'document_id',
  'original_sha256',
  'status',
  'sent_at',
  'sent_by',
  'resent_at',
  'viewed_at',
  'signed_at',
  'declined_at',
  'decline_reason',
  'withdrawn_at',
  'withdrawn_by',
  'signer_name',
  'signer_ip',
  'signer_user_agent',
  'signer_method',
  'signer_signed_in_at',
  'consent_text',
  'signed_document_id',
  'signed_sha256',
  'reminders_sent',
  'last_reminder_at',
  'created_at',
  'updated_at',
] as const;

export type LetterRecord = Camelized<Pick<Selectable<EngagementLettersTable>, (typeof letterColumns)[number]>>;

export async function findLetter(db: Db, id: number): Promise<LetterRecord | null> {
  const row = await db.selectFrom('engagement_letters').select(letterColumns).where('id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

/** A contract's newest letter (whatever its status), or null. */
export async function findLatestLetter(db: Db, contractId: number): Promise<LetterRecord | null> {
  const row = await db.selectFrom('engagement_letters').select(letterColumns).where('contract_id', '=', contractId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? camelized(row) : null;
}

/**
 * The newest letter of a client's contract that the client may see (not withdrawn), or null: a
 * contract of another client, a deleted contract and a withdrawn letter are all "no letter".
 */
/** The client's newest letter of a contract that is not withdrawn, with the contract's title (the portal's heading). */
export async function findClientLetter(db: Db, clientId: number, contractId: number): Promise<(LetterRecord & { contractTitle: string }) | null> {
  const row = await db
    .selectFrom('engagement_letters')
    .innerJoin('contracts', 'contracts.id', 'engagement_letters.contract_id')
    .select(letterColumns.map((column) => `engagement_letters.${column}` as const))
    .select('contracts.title as contract_title')
    .where('engagement_letters.contract_id', '=', contractId)
    .where('engagement_letters.client_id', '=', clientId)
    .where('contracts.deleted_at', 'is', null)
    .where('engagement_letters.status', '!=', 'withdrawn')
    .orderBy('engagement_letters.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? camelized(row) : null;
}

export interface NewLetter {
  contractId: number;
  clientId: number;
  templateId: number;
  language: Locale;
  documentId: number;
  originalSha256: string;
  sentBy: number | null;
}

export async function insertLetter(db: Db, letter: NewLetter, now: string): Promise<number> {
  const row = await db
    .insertInto('engagement_letters')
    .values({
      contract_id: letter.contractId,
      client_id: letter.clientId,
      template_id: letter.templateId,
      language: letter.language,
      document_id: letter.documentId,
      original_sha256: letter.originalSha256,
      status: 'sent',
      sent_at: now,
      sent_by: letter.sentBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const OPEN: LetterStatus[] = ['sent', 'viewed'];

/** Records a resend of an open letter; false when it is not open any more. */
export async function markLetterResent(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('engagement_letters').set({ resent_at: now, updated_at: now }).where('id', '=', id).where('status', 'in', OPEN).executeTakeFirst();
  return changedOneRow(result);
}

/** Withdraws an open letter; false when it is not open any more. */
export async function withdrawLetter(db: Db, id: number, by: number | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('engagement_letters')
    .set({ status: 'withdrawn', withdrawn_at: now, withdrawn_by: by, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return changedOneRow(result);
}

/** The first opening by the client: sent -> viewed; false when it was viewed (or closed) before. */
export async function markLetterViewed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('engagement_letters').set({ status: 'viewed', viewed_at: now, updated_at: now }).where('id', '=', id).where('status', '=', 'sent').executeTakeFirst();
  return changedOneRow(result);
}

export interface Signature {
  signerName: string;
  signerIp: string | null;
  signerUserAgent: string | null;
  signerMethod: string | null;
  signerSignedInAt: string;
  consentText: string;
  signedDocumentId: number;
  signedSha256: string;
}

/** Signs an open letter whose PDF is still the one sent; false when it is not open any more (a second signature loses here). */
export async function signLetter(db: Db, id: number, signature: Signature, now: string): Promise<boolean> {
  const result = await db
    .updateTable('engagement_letters')
    .set({
      status: 'signed',
      signed_at: now,
      viewed_at: sql<string>`coalesce(viewed_at, ${now})`,
      signer_name: signature.signerName,
      signer_ip: signature.signerIp,
      signer_user_agent: signature.signerUserAgent,
      signer_method: signature.signerMethod,
      signer_signed_in_at: signature.signerSignedInAt,
      consent_text: signature.consentText,
      signed_document_id: signature.signedDocumentId,
      signed_sha256: signature.signedSha256,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return changedOneRow(result);
}

/** Declines an open letter with the client's reason; false when it is not open any more. */
export async function declineLetter(db: Db, id: number, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('engagement_letters')
    .set({ status: 'declined', declined_at: now, decline_reason: reason, viewed_at: sql<string>`coalesce(viewed_at, ${now})`, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return changedOneRow(result);
}

// A type, not an interface: the audit's changedFields takes it as a plain record of fields.
export type ContractSigning = { signedAt: string | null; status: ContractStatus };

/**
 * The contract fields a signature changes, locked on PostgreSQL until the signing transaction
 * ends, so a staff member's save at the same moment cannot slip between the read and the write
 * and leave the audit's "before" wrong.
 */
export async function lockContractSigning(db: Db, dialect: Dialect, contractId: number): Promise<ContractSigning | null> {
  let query = db.selectFrom('contracts').select(['signed_at', 'status']).where('id', '=', contractId).where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { signedAt: row.signed_at, status: row.status } : null;
}

export async function setContractSigning(db: Db, contractId: number, signing: ContractSigning, now: string): Promise<void> {
  await db.updateTable('contracts').set({ signed_at: signing.signedAt, status: signing.status, updated_at: now }).where('id', '=', contractId).execute();
}

/** What the vault needs to read a document's bytes, and its recorded hash; null when the row is gone. */
export async function findDocumentContent(db: Db, documentId: number) {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'client_id', 'blob_key', 'sha256', 'size', 'encryption_key_id', 'wrapped_key', 'segment_sums'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.client_id,
    sha256: row.sha256,
    content: {
      blobKey: row.blob_key,
      sha256: row.sha256,
      size: Number(row.size),
      encryption: row.wrapped_key && row.encryption_key_id ? { keyId: row.encryption_key_id, wrappedKey: row.wrapped_key } : null,
      segmentSums: row.segment_sums,
    },
  };
}

/** How and when a portal session (its family id) was started: the sign-in a signature relies on. */
export async function findPortalSignIn(db: Db, clientId: number, familyId: string): Promise<{ signedInAt: string; method: string | null } | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['created_at', 'method'])
    .where('family_id', '=', familyId)
    .where('principal', '=', 'portal')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? { signedInAt: row.created_at, method: row.method } : null;
}

/** The letters whose PDF as sent or as signed has this SHA-256, newest first (verification). */
export async function findLettersByHash(db: Db, sha256: string): Promise<LetterRecord[]> {
  const rows = await db
    .selectFrom('engagement_letters')
    .select(letterColumns)
    .where((eb) => eb.or([eb('original_sha256', '=', sha256), eb('signed_sha256', '=', sha256)]))
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return rows.map(camelized);
}

/** An open letter that has not had every reminder, with whom to mail: the client and the staff member who sent it. */
export interface LetterToRemind {
  id: number;
  contractId: number;
  clientId: number;
  language: string;
  sentAt: string;
  remindersSent: number;
  title: string;
  clientName: string;
  clientEmail: string | null;
  staffEmail: string | null;
  staffLocale: Locale | null;
}

/** Open letters sent before `sentBefore` with fewer than `steps` reminders (engagement_letters_open_idx), oldest first. */
export async function listLettersToRemind(db: Db, steps: number, sentBefore: string): Promise<LetterToRemind[]> {
  const rows = await db
    .selectFrom('engagement_letters')
    .innerJoin('contracts', 'contracts.id', 'engagement_letters.contract_id')
    .innerJoin('clients', 'clients.id', 'engagement_letters.client_id')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'engagement_letters.sent_by').on('users.disabled_at', 'is', null))
    .select([
      'engagement_letters.id',
      'engagement_letters.contract_id',
      'engagement_letters.client_id',
      'engagement_letters.language',
      'engagement_letters.sent_at',
      'engagement_letters.reminders_sent',
      'contracts.title',
      'clients.name as client_name',
      'clients.email as client_email',
      'users.email as staff_email',
      'users.locale as staff_locale',
    ])
    .where('engagement_letters.status', 'in', OPEN)
    .where('engagement_letters.sent_at', '<', sentBefore)
    .where('engagement_letters.reminders_sent', '<', steps)
    .where('contracts.deleted_at', 'is', null)
    .where('clients.deleted_at', 'is', null)
    .orderBy('engagement_letters.sent_at')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contract_id,
    clientId: row.client_id,
    language: row.language,
    sentAt: row.sent_at,
    remindersSent: Number(row.reminders_sent),
    title: row.title,
    clientName: row.client_name,
    clientEmail: row.client_email,
    staffEmail: row.staff_email,
    staffLocale: row.staff_locale,
  }));
}

/** Counts the reminder steps of an open letter up to `reached`, once: false when another instance counted first, or the letter closed. */
export async function claimLetterReminder(db: Db, id: number, sentSoFar: number, reached: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('engagement_letters')
    .set({ reminders_sent: reached, last_reminder_at: now })
    .where('id', '=', id)
    .where('reminders_sent', '=', sentSoFar)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return changedOneRow(result);
}
