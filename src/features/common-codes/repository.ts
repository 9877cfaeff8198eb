import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readJson, writeNullableJson } from '../../db/sql-helpers.js';
import type { CommonCodesTable } from '../../db/tables/office.js';
import { changedOneRow } from '../../db/records.js';

type Db = Kysely<Database>;

export interface CommonCodeInput {
  name: string;
  sortOrder: number;
  isActive: boolean;
  attributes: Record<string, unknown> | null;
}

const columns = ['code_group', 'code_value', 'name', 'sort_order', 'is_active', 'attributes', 'created_at', 'updated_at'] as const;

function toCommonCode(row: Omit<Selectable<CommonCodesTable>, 'id'>) {
  return {
    group: row.code_group,
    value: row.code_value,
    name: row.name,
    sortOrder: row.sort_order,
    isActive: row.is_active,
    attributes: readJson<Record<string, unknown>>(row.attributes),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type CommonCode = ReturnType<typeof toCommonCode>;

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

/** Replaces an existing code; null when there is none. */
export async function updateCode(db: Db, group: string, value: string, input: CommonCodeInput, now: string): Promise<CommonCode | null> {
  const row = await db
    .updateTable('common_codes')
    .set({
      name: input.name,
      sort_order: input.sortOrder,
      is_active: input.isActive,
      attributes: writeNullableJson(input.attributes),
      updated_at: now,
    })
    .where('code_group', '=', group)
    .where('code_value', '=', value)
    .returning(columns)
    .executeTakeFirst();
  return row ? toCommonCode(row) : null;
}

/**
 * Inserts the code unless (group, value) exists; null when it does. ON CONFLICT keeps the
 * transaction usable on PostgreSQL, and a concurrent first write of the same code waits here.
 */
export async function insertCodeIfAbsent(db: Db, group: string, value: string, input: CommonCodeInput, now: string): Promise<CommonCode | null> {
  const row = await db
    .insertInto('common_codes')
    .values({
      code_group: group,
      code_value: value,
      name: input.name,
      sort_order: input.sortOrder,
      is_active: input.isActive,
      attributes: writeNullableJson(input.attributes),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['code_group', 'code_value']).doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row ? toCommonCode(row) : null;
}

export async function deleteCode(db: Db, group: string, value: string): Promise<boolean> {
  const result = await db.deleteFrom('common_codes').where('code_group', '=', group).where('code_value', '=', value).executeTakeFirst();
  return changedOneRow(result);
}
