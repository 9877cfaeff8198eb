import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CompaniesTable } from '../../db/tables/office.js';
import { camelized, columnsFrom, type Camelized } from '../../db/rows.js';
import { deleteRecord, insertRecord, updateRecord } from '../../db/records.js';
import { whereContains, whereGiven } from '../../db/filters.js';
import { normalizeEmail } from '../../shared/auth/user-store.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

const columns = [
  'id',
  'code',
  'name',
  'business_number',
  'representative',
  'address',
  'phone',
  'email',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export type Company = Camelized<Selectable<CompaniesTable>>;
export type CompanyInput = Omit<Company, 'id' | 'createdAt' | 'updatedAt'>;

/** Matches the unique index on lower(code). */
const codeIs = (code: string) => sql<boolean>`lower(code) = ${code.toLowerCase()}`;

export async function findCompany(db: Db, id: number): Promise<Company | null> {
  const row = await db.selectFrom('companies').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function findCompanyByCode(db: Db, code: string): Promise<Company | null> {
  const row = await db.selectFrom('companies').select(columns).where(codeIs(code)).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function listCompaniesPage(
  db: Db,
  dialect: Dialect,
  filter: PageRequest & { search?: string; isActive?: boolean },
): Promise<Page<Company>> {
  const filtered = whereGiven(db.selectFrom('companies'), [['is_active', '=', filter.isActive]]);
  const base = whereContains(filtered, dialect, ['code', 'name', 'business_number'], filter.search);
  return pageOf(base.select(columns).orderBy('name').orderBy('id'), filter, camelized);
}

/** What a write sets as it is. */
const written = ['code', 'name', 'businessNumber', 'representative', 'address', 'phone', 'isActive'] as const;

function columnsOf(input: CompanyInput) {
  return { ...columnsFrom(input, written), email: input.email === null ? null : normalizeEmail(input.email) };
}

export async function insertCompany(db: Db, input: CompanyInput, now: string): Promise<number> {
  return insertRecord(db, 'companies', { ...columnsOf(input), created_at: now, updated_at: now });
}

/** False when there is no such company. */
export async function updateCompany(db: Db, id: number, input: CompanyInput, now: string): Promise<boolean> {
  return updateRecord(db, 'companies', id, { ...columnsOf(input), updated_at: now });
}

/** False when there is no such company. */
export async function deleteCompany(db: Db, id: number): Promise<boolean> {
  return deleteRecord(db, 'companies', id);
}
