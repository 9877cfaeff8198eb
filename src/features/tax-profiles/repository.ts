import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RiskLevel, TaxProfilesTable } from '../../db/tables/tax-records.js';
import { camelized, columnsFrom, type Camelized } from '../../db/rows.js';
import { deleteRecord, insertRecord, updateRecord } from '../../db/records.js';
import { whereContains, whereGiven } from '../../db/filters.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import type { DateWindow } from '../../shared/tax/upcoming.js';

type Db = Kysely<Database>;


const columns = [
  'tax_profiles.id',
  'tax_profiles.client_id',
  'clients.name as client_name',
  'tax_profiles.taxpayer_type',
  'tax_profiles.tax_id',
  'tax_profiles.fiscal_year_end',
  'tax_profiles.risk_level',
  'tax_profiles.risk_notes',
  'tax_profiles.next_filing_due_date',
  'tax_profiles.notes',
  'tax_profiles.created_at',
  'tax_profiles.updated_at',
] as const;

/** Every profile, with its client's name; profiles of deleted clients included. */
function profiles(db: Db) {
  return db.selectFrom('tax_profiles').innerJoin('clients', 'clients.id', 'tax_profiles.client_id');
}

/** Profiles of clients that are not deleted: what the forward-looking views show. */
function activeProfiles(db: Db) {
  return profiles(db).where('clients.deleted_at', 'is', null);
}

type Row = Selectable<TaxProfilesTable> & { client_name: string };

export type TaxProfileRecord = Camelized<Row>;

/** What a write sets besides the client. */
const written = ['taxpayerType', 'taxId', 'fiscalYearEnd', 'riskLevel', 'riskNotes', 'nextFilingDueDate', 'notes'] as const;
export type TaxProfileInput = Pick<TaxProfileRecord, (typeof written)[number]>;

const toMaskedProfile = (row: Row) => masked(camelized(row));

/** Everything but the last four characters hidden: enough to tell two profiles apart on screen. */
export function maskTaxId(taxId: string | null): string | null {
  if (taxId === null) return null;
  const visible = taxId.slice(-4);
  return '*'.repeat(Math.max(taxId.length - 4, 4)) + visible;
}

function masked(profile: TaxProfileRecord): TaxProfileRecord {
  return { ...profile, taxId: maskTaxId(profile.taxId) };
}


export async function findProfile(db: Db, id: number): Promise<TaxProfileRecord | null> {
  const row = await profiles(db).select(columns).where('tax_profiles.id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function findProfileOfClient(db: Db, clientId: number): Promise<TaxProfileRecord | null> {
  const row = await profiles(db).select(columns).where('tax_profiles.client_id', '=', clientId).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function profileIdOfClient(db: Db, clientId: number): Promise<number | null> {
  const row = await db.selectFrom('tax_profiles').select('id').where('client_id', '=', clientId).executeTakeFirst();
  return row?.id ?? null;
}

export async function insertProfile(db: Db, clientId: number, input: TaxProfileInput, now: string): Promise<number> {
  return insertRecord(db, 'tax_profiles', { client_id: clientId, ...columnsFrom(input, written), created_at: now, updated_at: now });
}

export async function updateProfile(db: Db, id: number, input: TaxProfileInput, now: string): Promise<boolean> {
  return updateRecord(db, 'tax_profiles', id, { ...columnsFrom(input, written), updated_at: now });
}

export async function deleteProfile(db: Db, id: number): Promise<boolean> {
  return deleteRecord(db, 'tax_profiles', id);
}

export interface ProfileFilter extends PageRequest {
  riskLevel?: RiskLevel;
  search?: string;
}

/** All profiles (deleted clients' ones too: they are records), by client name, tax ids masked. */
export async function listProfilesPage(db: Db, dialect: Dialect, filter: ProfileFilter): Promise<Page<TaxProfileRecord>> {
  const filtered = whereGiven(profiles(db), [['tax_profiles.risk_level', '=', filter.riskLevel]]);
  const base = whereContains(filtered, dialect, ['clients.name', 'tax_profiles.taxpayer_type'], filter.search);
  return pageOf(base.select(columns).orderBy('clients.name').orderBy('tax_profiles.id'), filter, toMaskedProfile);
}

/** High-risk profiles of current clients, the soonest next filing first. */
export async function listHighRiskPage(db: Db, page: PageRequest): Promise<Page<TaxProfileRecord>> {
  const base = activeProfiles(db).where('tax_profiles.risk_level', '=', 'high');
  return pageOf(
    base
      .select(columns)
      // Profiles without a next due date go last on both dialects.
      .orderBy((eb) => eb.case().when('tax_profiles.next_filing_due_date', 'is', null).then(1).else(0).end())
      .orderBy('tax_profiles.next_filing_due_date')
      .orderBy('tax_profiles.id'),
    page,
    toMaskedProfile,
  );
}

/** Profiles of current clients whose next filing falls in the window, soonest first. */
export async function listUpcomingPage(db: Db, window: DateWindow, page: PageRequest): Promise<Page<TaxProfileRecord>> {
  const base = activeProfiles(db)
    .where('tax_profiles.next_filing_due_date', '>=', window.from)
    .where('tax_profiles.next_filing_due_date', '<=', window.to);
  return pageOf(base.select(columns).orderBy('tax_profiles.next_filing_due_date').orderBy('tax_profiles.id'), page, toMaskedProfile);
}
