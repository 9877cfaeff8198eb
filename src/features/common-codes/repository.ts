import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface CommonCode {
  group: string;
  value: string;
  name: string;
  sortOrder: number;
  isActive: boolean;
  attributes: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export interface CommonCodeInput {
  name: string;
  sortOrder: number;
  isActive: boolean;
  attributes: Record<string, unknown> | null;
}

const columns = ['code_group', 'code_value', 'name', 'sort_order', 'is_active', 'attributes', 'created_at', 'updated_at'] as const;

function toCommonCode(row: {
  code_group: string;
  code_value: string;
  name: string;
  sort_order: number;
  is_active: boolean;
  attributes: string | Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}): CommonCode {
  return {
    group: row.code_group,
    value: row.code_value,
    name: row.name,
    sortOrder: row.sort_order,
    isActive: row.is_active,
    // JSON is text on SQLite and parsed already on PostgreSQL.
    attributes: typeof row.attributes === 'string' ? (JSON.parse(row.attributes) as Record<string, unknown>) : row.attributes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function ordered(db: Db) {
  return db.selectFrom('common_codes').select(columns).orderBy('code_group').orderBy('sort_order').orderBy('code_value');
}

export async function listActiveCodes(db: Db): Promise<CommonCode[]> {
  return (await ordered(db).where('is_active', '=', true).execute()).map(toCommonCode);
}

export async function listGroups(db: Db): Promise<Array<{ group: string; codeCount: number; activeCount: number }>> {
  const rows = await db
    .selectFrom('common_codes')
    .select((eb) => [
      'code_group',
      eb.fn.countAll<number>().as('code_count'),
      eb.fn.countAll<number>().filterWhere('is_active', '=', true).as('active_count'),
    ])
    .groupBy('code_group')
    .orderBy('code_group')
    .execute();
  return rows.map((row) => ({ group: row.code_group, codeCount: Number(row.code_count), activeCount: Number(row.active_count) }));
}

export async function listGroupCodes(db: Db, group: string, isActive?: boolean): Promise<CommonCode[]> {
  let query = ordered(db).where('code_group', '=', group);
  if (isActive !== undefined) query = query.where('is_active', '=', isActive);
  return (await query.execute()).map(toCommonCode);
}

export async function groupExists(db: Db, group: string): Promise<boolean> {
  return (await db.selectFrom('common_codes').select('id').where('code_group', '=', group).limit(1).executeTakeFirst()) !== undefined;
}

export async function findCode(db: Db, group: string, value: string): Promise<CommonCode | null> {
  const row = await db
    .selectFrom('common_codes')
    .select(columns)
    .where('code_group', '=', group)
    .where('code_value', '=', value)
    .executeTakeFirst();
  return row ? toCommonCode(row) : null;
}

async function updateCode(db: Db, group: string, value: string, input: CommonCodeInput): Promise<CommonCode | null> {
  const row = await db
    .updateTable('common_codes')
    .set({
      name: input.name,
      sort_order: input.sortOrder,
      is_active: input.isActive,
      attributes: input.attributes === null ? null : JSON.stringify(input.attributes),
      updated_at: new Date().toISOString(),
    })
    .where('code_group', '=', group)
    .where('code_value', '=', value)
    .returning(columns)
    .executeTakeFirst();
  return row ? toCommonCode(row) : null;
}

/**
 * Creates or replaces the code. The unique (group, value) key settles a race between two first
 * writes: the loser's insert fails and it updates instead.
 */
export async function upsertCode(
  db: Db,
  group: string,
  value: string,
  input: CommonCodeInput,
): Promise<{ created: boolean; code: CommonCode }> {
  const updated = await updateCode(db, group, value, input);
  if (updated) return { created: false, code: updated };
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto('common_codes')
      .values({
        code_group: group,
        code_value: value,
        name: input.name,
        sort_order: input.sortOrder,
        is_active: input.isActive,
        attributes: input.attributes === null ? null : JSON.stringify(input.attributes),
        created_at: now,
        updated_at: now,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { created: true, code: toCommonCode(row) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const code = await updateCode(db, group, value, input);
    if (!code) throw error;
    return { created: false, code };
  }
}

export async function deleteCode(db: Db, group: string, value: string): Promise<boolean> {
  const result = await db.deleteFrom('common_codes').where('code_group', '=', group).where('code_value', '=', value).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
