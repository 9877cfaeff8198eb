/*
 * The write statements every record table shares (insert, update, delete and soft delete by id),
 * written once. Each takes the database or a transaction first, like any repository function;
 * the table name and the values are typed against the schema.
 */
import { sql, type Generated, type Insertable, type Kysely, type Updateable, type UpdateResult } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** What an update or a delete by Kysely answers. */
type WriteResult = { numUpdatedRows: bigint } | { numDeletedRows: bigint };

/**
 * Whether an update or delete aimed at one row changed it: false when the row is gone or its
 * condition no longer held (a spent token, the loser of a race). Every "did my write land" check
 * reads it here, so none compares a bigint count by hand.
 */
export function changedOneRow(result: WriteResult): boolean {
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) === 1;
}

/** Tables whose rows have a generated integer id. */
export type RecordTable = { [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never }[keyof Database];

/** Record tables that hide a row by stamping `deleted_at` instead of deleting it. */
export type SoftDeleteTable = {
  [T in RecordTable]: Database[T] extends { deleted_at: string | null; updated_at: string } ? T : never;
}[RecordTable];

/** The same database seen through one table's id and stamps, which every table here has. */
interface RecordShape {
  id: Generated<number>;
  deleted_at: string | null;
  updated_at: string;
}
const asRecordTables = (db: Db) => db as unknown as Kysely<Record<string, RecordShape>>;

/** Inserts one row and answers its id. */
export async function insertRecord<T extends RecordTable>(db: Db, table: T, values: Insertable<Database[T]>): Promise<number> {
  const row = await asRecordTables(db)
    .insertInto(table as string)
    .values(values as Insertable<RecordShape>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets columns of the row with the id; false when there is none. */
export async function updateRecord<T extends RecordTable>(db: Db, table: T, id: number, values: Updateable<Database[T]>): Promise<boolean> {
  const result = await asRecordTables(db)
    .updateTable(table as string)
    .set(values as Updateable<RecordShape>)
    .where('id', '=', id)
    .executeTakeFirst();
  return changedOneRow(result);
}

/** Sets columns of the row with the id unless it is soft-deleted; false when there is no such row. */
export async function updateVisibleRecord<T extends SoftDeleteTable>(db: Db, table: T, id: number, values: Updateable<Database[T]>): Promise<boolean> {
  const result = await asRecordTables(db)
    .updateTable(table as string)
    .set(values as Updateable<RecordShape>)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return changedOneRow(result);
}

/** Hides the row with the id (soft delete) at `now`; false when there is no visible row with it. */
export async function softDeleteRecord(db: Db, table: SoftDeleteTable, id: number, now: string): Promise<boolean> {
  return updateVisibleRecord(db, table, id, { deleted_at: now, updated_at: now });
}

/** Deletes the row with the id; false when there is none. */
export async function deleteRecord(db: Db, table: RecordTable, id: number): Promise<boolean> {
  const result = await asRecordTables(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return changedOneRow(result);
}

/** The id of the row that is not soft-deleted and holds the value in the column; null when there is none. */
export async function findVisibleId<T extends SoftDeleteTable>(db: Db, table: T, column: keyof Database[T] & string, value: string | number): Promise<number | null> {
  const row = await asRecordTables(db)
    .selectFrom(table as string)
    .select('id')
    .where(sql.ref(column), '=', value)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Stamps `stamp` with `now` on the rows matching `match` whose stamp is still empty: the first
 * writer wins (a token spent once, an access or a session ended once) and a later one changes
 * nothing. Answers the update's result: `changedOneRow(result)` for one row, or its count.
 */
export async function stampOnce<T extends keyof Database>(
  db: Db,
  table: T,
  stamp: keyof Database[T] & string,
  now: string,
  match: Partial<Record<keyof Database[T] & string, string | number>>,
): Promise<UpdateResult> {
  let query = (db as unknown as Kysely<Record<string, Record<string, string | number | null>>>).updateTable(table as string).set({ [stamp]: now });
  for (const [column, value] of Object.entries(match)) query = query.where(column, '=', value as string | number);
  return query.where(stamp, 'is', null).executeTakeFirst();
}
