import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TaxFilingSchedulesTable } from '../../db/tables/tax-records.js';
import { camelized, columnsFrom, type Camelized } from '../../db/rows.js';
import { changedOneRow, deleteRecord, insertRecord, updateRecord } from '../../db/records.js';
import type { Dialect } from '../../db/database.js';
import { whereGiven } from '../../db/filters.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';
import { openWorkTotal } from '../../shared/tax/open-work-counts.js';
import type { DateWindow } from '../../shared/tax/upcoming.js';

type Db = Kysely<Database>;


const columns = [
  's.id',
  's.client_id',
  'clients.name as client_name',
  's.tax_type',
  's.period',
  's.due_date',
  's.recurrence',
  's.is_completed',
  's.completed_at',
  's.next_schedule_id',
  's.notes',
  's.assignee_user_id',
  's.created_at',
  's.updated_at',
] as const;

function schedules(db: Db) {
  return db.selectFrom('tax_filing_schedules as s').innerJoin('clients', 'clients.id', 's.client_id');
}

type Row = Selectable<TaxFilingSchedulesTable> & { client_name: string };

export type ScheduleRecord = Camelized<Row>;

/** What a write sets. */
const written = ['clientId', 'taxType', 'period', 'dueDate', 'recurrence', 'notes', 'assigneeUserId'] as const;
export type ScheduleInput = Pick<ScheduleRecord, (typeof written)[number]>;

export async function findSchedule(db: Db, id: number): Promise<ScheduleRecord | null> {
  const row = await schedules(db).select(columns).where('s.id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function insertSchedule(db: Db, input: ScheduleInput, now: string): Promise<number> {
  return insertRecord(db, 'tax_filing_schedules', { ...columnsFrom(input, written), created_at: now, updated_at: now });
}

export interface ScheduleFilter extends PageRequest {
  completed?: boolean;
  clientId?: number;
  from?: string;
  to?: string;
}

/** Schedules by due date, then id; deleted clients' schedules included (they are records). */
export async function listSchedulesPage(db: Db, filter: ScheduleFilter): Promise<Page<ScheduleRecord>> {
  const base = whereGiven(schedules(db), [
    ['s.is_completed', '=', filter.completed],
    ['s.client_id', '=', filter.clientId],
    ['s.due_date', '>=', filter.from],
    ['s.due_date', '<=', filter.to],
  ]);
  return pageOf(base.select(columns).orderBy('s.due_date').orderBy('s.id'), filter, camelized);
}

export async function listUpcomingPage(db: Db, window: DateWindow, page: PageRequest): Promise<Page<ScheduleRecord>> {
  const base = pendingSchedulesOfCurrentClients(db).where('s.due_date', '>=', window.from).where('s.due_date', '<=', window.to);
  return pageOf(base.select(columns).orderBy('s.due_date').orderBy('s.id'), page, camelized);
}

/** Pending schedules of current clients, from open_work_counts (a row per due date, not per schedule). */
export async function countPending(db: Db): Promise<number> {
  return Number((await openWorkTotal(db, { kind: 'schedule' }).executeTakeFirstOrThrow()).n);
}

/** Marks a pending schedule completed; answers the fields its successor copies, or undefined when it was not pending (conditional, so of two completions exactly one wins). */
export async function claimPending(db: Db, id: number, completedAt: string) {
  return db
    .updateTable('tax_filing_schedules')
    .set({ is_completed: true, completed_at: completedAt, updated_at: completedAt })
    .where('id', '=', id)
    .where('is_completed', '=', false)
    .returning(['client_id', 'tax_type', 'period', 'due_date', 'recurrence', 'notes', 'assignee_user_id'])
    .executeTakeFirst();
}

export interface ScheduleState {
  clientId: number;
  dueDate: string;
  isCompleted: boolean;
  nextScheduleId: number | null;
  /** Never written since it was created (a successor that undoing a completion may remove). */
  untouched: boolean;
}

/** A schedule's counted state, held (on PostgreSQL) until the commit so concurrent writes count from each other's result. */
export async function lockScheduleState(db: Db, dialect: Dialect, id: number): Promise<ScheduleState | null> {
  let query = db
    .selectFrom('tax_filing_schedules')
    .select(['client_id', 'due_date', 'is_completed', 'next_schedule_id', 'created_at', 'updated_at'])
    .where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? { clientId: row.client_id, dueDate: row.due_date, isCompleted: row.is_completed, nextScheduleId: row.next_schedule_id, untouched: String(row.created_at) === String(row.updated_at) }
    : null;
}

export async function updateSchedule(db: Db, id: number, input: Omit<ScheduleInput, 'clientId'>, now: string): Promise<boolean> {
  return updateRecord(db, 'tax_filing_schedules', id, { ...columnsFrom(input, written.filter((key) => key !== 'clientId')), updated_at: now });
}

/** Deletes a schedule after unlinking the one it followed (the link would block the delete). */
export async function deleteSchedule(db: Db, id: number): Promise<boolean> {
  await db.updateTable('tax_filing_schedules').set({ next_schedule_id: null }).where('next_schedule_id', '=', id).execute();
  return deleteRecord(db, 'tax_filing_schedules', id);
}

/** Makes a completed schedule pending again and forgets its successor; false when it was not completed (conditional, so of two undos one wins). */
export async function reopenCompleted(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('tax_filing_schedules')
    .set({ is_completed: false, completed_at: null, next_schedule_id: null, updated_at: now })
    .where('id', '=', id)
    .where('is_completed', '=', true)
    .executeTakeFirst();
  return changedOneRow(result);
}

export async function linkNextSchedule(db: Db, id: number, nextId: number): Promise<void> {
  await db.updateTable('tax_filing_schedules').set({ next_schedule_id: nextId }).where('id', '=', id).execute();
}
