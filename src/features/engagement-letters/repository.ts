/** Engagement letters' queries: templates, and what a letter merges (a contract with its client). */
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { EngagementLetterTemplatesTable } from '../../db/tables/engagement-letters.js';
import type { ClientType } from '../../db/tables/office.js';
import type { FeeType } from '../../db/tables/engagements.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { whereContains } from '../../db/filters.js';
import { readJson } from '../../db/sql-helpers.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

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
  return Number(result.numUpdatedRows) === 1;
}

/** False when there is no such template. */
export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('engagement_letter_templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
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
