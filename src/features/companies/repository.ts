import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { containsTextInAny } from '../../db/sql-helpers.js';
import { normalizeEmail } from '../../shared/auth/user-store.js';
import { ConflictError } from '../../shared/errors.js';
import { countRows, paginate, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export interface Company {
  id: number;
  code: string;
  name: string;
  businessNumber: string | null;
  representative: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CompanyInput = Omit<Company, 'id' | 'createdAt' | 'updatedAt'>;

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

function toCompany(row: {
  id: number;
  code: string;
  name: string;
  business_number: string | null;
  representative: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}): Company {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    businessNumber: row.business_number,
    representative: row.representative,
    address: row.address,
    phone: row.phone,
    email: row.email,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Matches the unique index on lower(code). */
const codeIs = (code: string) => sql<boolean>`lower(code) = ${code.toLowerCase()}`;

export async function findCompany(db: Db, id: number): Promise<Company | null> {
  const row = await db.selectFrom('companies').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toCompany(row) : null;
}

export async function findCompanyByCode(db: Db, code: string): Promise<Company | null> {
  const row = await db.selectFrom('companies').select(columns).where(codeIs(code)).executeTakeFirst();
  return row ? toCompany(row) : null;
}

export async function listCompaniesPage(
  db: Db,
  dialect: Dialect,
  filter: PageRequest & { search?: string; isActive?: boolean },
): Promise<Page<Company>> {
  let base = db.selectFrom('companies');
  if (filter.isActive !== undefined) base = base.where('is_active', '=', filter.isActive);
  const search = filter.search;
  if (search) {
    base = base.where((eb) => containsTextInAny(eb, dialect, [eb.ref('code'), eb.ref('name'), eb.ref('business_number')], search));
  }
  return paginate(
    filter,
    () => countRows(base),
    async (limit, offset) =>
      (await base.select(columns).orderBy('name').orderBy('id').limit(limit).offset(offset).execute()).map(toCompany),
  );
}

function columnsOf(input: CompanyInput) {
  return {
    code: input.code,
    name: input.name,
    business_number: input.businessNumber,
    representative: input.representative,
    address: input.address,
    phone: input.phone,
    email: input.email === null ? null : normalizeEmail(input.email),
    is_active: input.isActive,
  };
}

/** The business rule of SPEC 7.1: a code belongs to one company (409 naming the holder). */
async function codeTaken(db: Db, error: unknown, code: string): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  const holder = await findCompanyByCode(db, code);
  return new ConflictError(`The company code "${code}" is already used.`, 'company_code_taken', {
    existingCompanyId: holder?.id ?? null,
    errors: { code: ['is already used by another company'] },
  });
}

export async function insertCompany(db: Db, input: CompanyInput): Promise<number> {
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto('companies')
      .values({ ...columnsOf(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    throw await codeTaken(db, error, input.code);
  }
}

/** False when there is no such company. */
export async function updateCompany(db: Db, id: number, input: CompanyInput): Promise<boolean> {
  try {
    const result = await db
      .updateTable('companies')
      .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  } catch (error) {
    throw await codeTaken(db, error, input.code);
  }
}

/**
 * False when there is no such company. A company that clients (deleted ones included: their
 * records are kept) still point at cannot be deleted: it is deactivated instead.
 */
export async function deleteCompany(db: Db, id: number): Promise<boolean> {
  try {
    const result = await db.deleteFrom('companies').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new ConflictError(
      `Company ${id} is still referenced by client records; set isActive to false instead.`,
      'company_in_use',
    );
  }
}
