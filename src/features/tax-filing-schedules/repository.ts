import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Recurrence } from '../../db/tables/tax-records.js';
import { addMonths } from '../../shared/dates.js';
import { countRows, paginate, type Page, type PageRequest } from '../../shared/paging.js';
import { pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';
import type { DateWindow } from '../../shared/tax/upcoming.js';

type Db = Kysely<Database>;

export interface ScheduleInput {
  clientId: number;
  taxType: string;
  period: string | null;
  dueDate: string;
  recurrence: Recurrence | null;
  notes: string | null;
}

export interface ScheduleRecord extends ScheduleInput {
  id: number;
  clientName: string;
  isCompleted: boolean;
  completedAt: string | null;
  nextScheduleId: number | null;
  createdAt: string;
  updatedAt: string;
}

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
  's.created_at',
  's.updated_at',
] as const;

function schedules(db: Db) {
  return db.selectFrom('tax_filing_schedules as s').innerJoin('clients', 'clients.id', 's.client_id');
}

type Row = {
  id: number;
  client_id: number;
  client_name: string;
  tax_type: string;
  period: string | null;
  due_date: string;
  recurrence: Recurrence | null;
  is_completed: boolean;
  completed_at: string | null;
  next_schedule_id: number | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
};

function toSchedule(row: Row): ScheduleRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    taxType: row.tax_type,
    period: row.period,
    dueDate: row.due_date,
    recurrence: row.recurrence,
    isCompleted: row.is_completed,
    completedAt: row.completed_at,
    nextScheduleId: row.next_schedule_id,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findSchedule(db: Db, id: number): Promise<ScheduleRecord | null> {
  const row = await schedules(db).select(columns).where('s.id', '=', id).executeTakeFirst();
  return row ? toSchedule(row) : null;
}

export async function insertSchedule(db: Db, input: ScheduleInput): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('tax_filing_schedules')
    .values({
      client_id: input.clientId,
      tax_type: input.taxType,
      period: input.period,
      due_date: input.dueDate,
      recurrence: input.recurrence,
      notes: input.notes,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ScheduleFilter extends PageRequest {
  completed?: boolean;
  clientId?: number;
  from?: string;
  to?: string;
}

/** Schedules by due date, then id; deleted clients' schedules included (they are records). */
export async function listSchedulesPage(db: Db, filter: ScheduleFilter): Promise<Page<ScheduleRecord>> {
  let base = schedules(db);
  if (filter.completed !== undefined) base = base.where('s.is_completed', '=', filter.completed);
  if (filter.clientId !== undefined) base = base.where('s.client_id', '=', filter.clientId);
  if (filter.from) base = base.where('s.due_date', '>=', filter.from);
  if (filter.to) base = base.where('s.due_date', '<=', filter.to);
  return paginate(
    filter,
    () => countRows(base),
    async (limit, offset) =>
      (await base.select(columns).orderBy('s.due_date').orderBy('s.id').limit(limit).offset(offset).execute()).map(toSchedule),
  );
}

export async function listUpcomingPage(db: Db, window: DateWindow, page: PageRequest): Promise<Page<ScheduleRecord>> {
  const base = pendingSchedulesOfCurrentClients(db).where('s.due_date', '>=', window.from).where('s.due_date', '<=', window.to);
  return paginate(
    page,
    () => countRows(base),
    async (limit, offset) =>
      (await base.select(columns).orderBy('s.due_date').orderBy('s.id').limit(limit).offset(offset).execute()).map(toSchedule),
  );
}

export async function countPending(db: Db): Promise<number> {
  return countRows(pendingSchedulesOfCurrentClients(db));
}

const MONTHS: Record<Recurrence, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The due date of the schedule that follows one, clamped to month ends (Jan 31 monthly: Feb 28/29). */
export function nextDueDate(dueDate: string, recurrence: Recurrence): string {
  return addMonths(dueDate, MONTHS[recurrence]);
}

/**
 * The period label of the next occurrence when the label is one of the usual forms (2026,
 * 2026-11, 2026-Q4) matching the recurrence; otherwise null, for staff to fill in, since a
 * copied label would name the wrong period.
 */
export function nextPeriod(period: string, recurrence: Recurrence): string | null {
  const year = /^(\d{4})$/.exec(period);
  if (year && recurrence === 'yearly') return String(Number(year[1]) + 1);
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (month && recurrence === 'monthly') return addMonths(`${period}-01`, 1).slice(0, 7);
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter && recurrence === 'quarterly') {
    const index = Number(quarter[1]) * 4 + Number(quarter[2]) - 1 + 1;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  }
  return null;
}

/**
 * Marks a pending schedule completed and, for a recurring one, creates the next, in one
 * transaction. The update is conditional, so of two concurrent completions exactly one wins.
 * Answers the id of the next schedule, null when none was due, or false when the schedule was not pending.
 */
export async function completeSchedule(db: Db, id: number, completedAt: string): Promise<number | null | false> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('tax_filing_schedules')
      .set({ is_completed: true, completed_at: completedAt, updated_at: completedAt })
      .where('id', '=', id)
      .where('is_completed', '=', false)
      .returning(['client_id', 'tax_type', 'period', 'due_date', 'recurrence', 'notes'])
      .executeTakeFirst();
    if (!claimed) return false;
    if (!claimed.recurrence) return null;
    const nextId = await insertSchedule(trx, {
      clientId: claimed.client_id,
      taxType: claimed.tax_type,
      period: claimed.period === null ? null : nextPeriod(claimed.period, claimed.recurrence),
      dueDate: nextDueDate(claimed.due_date, claimed.recurrence),
      recurrence: claimed.recurrence,
      notes: claimed.notes,
    });
    await trx.updateTable('tax_filing_schedules').set({ next_schedule_id: nextId }).where('id', '=', id).execute();
    return nextId;
  });
}
