import { sql, type Kysely } from 'kysely';
import { filingsOfCurrentClients, schedulesOfCurrentClients, whereDue, type DueFilter } from '../../db/client-deadlines.js';
import type { Database } from '../../db/schema.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { OPEN_FILING_STATUSES } from '../../shared/tax/open-work.js';

type Db = Kysely<Database>;

export type DeadlineKind = 'filing' | 'schedule';
export type DeadlineState = 'open' | 'overdue' | 'done' | 'all';

export interface DeadlineFilter extends Omit<DueFilter, 'before'> {
  state: DeadlineState;
  kind?: DeadlineKind;
}

/** A condition no row meets: a kind filter empties the other side of the union (the planners skip it). */
const nothing = sql<boolean>`1 = 0`;

/** The client, tax-type and due-date conditions a filter implies: overdue means due before today. */
function dueFilter(filter: DeadlineFilter, today: string): DueFilter {
  return { ...filter, before: filter.state === 'overdue' ? today : undefined };
}

function schedules(db: Db, filter: DeadlineFilter, today: string) {
  let query = schedulesOfCurrentClients(db).select([
    sql<DeadlineKind>`'schedule'`.as('kind'),
    's.id',
    's.client_id',
    'clients.name as client_name',
    's.tax_type',
    's.period',
    sql<number | null>`null`.as('tax_year'),
    sql<string | null>`s.recurrence`.as('recurrence'),
    's.due_date',
    sql<string>`case when s.is_completed then 'completed' else 'pending' end`.as('status'),
  ]);
  if (filter.kind === 'filing') query = query.where(nothing);
  if (filter.state === 'done') query = query.where('s.is_completed', '=', true);
  else if (filter.state !== 'all') query = query.where('s.is_completed', '=', false);
  return whereDue(query, 's', dueFilter(filter, today));
}

function filings(db: Db, filter: DeadlineFilter, today: string) {
  let query = filingsOfCurrentClients(db)
    .where('f.due_date', 'is not', null)
    .select([
      sql<DeadlineKind>`'filing'`.as('kind'),
      'f.id',
      'f.client_id',
      'clients.name as client_name',
      'f.tax_type',
      'f.period',
      sql<number | null>`f.tax_year`.as('tax_year'),
      sql<string | null>`null`.as('recurrence'),
      sql<string>`f.due_date`.as('due_date'),
      sql<string>`f.status`.as('status'),
    ]);
  if (filter.kind === 'schedule') query = query.where(nothing);
  if (filter.state === 'done') query = query.where('f.status', 'not in', OPEN_FILING_STATUSES);
  else if (filter.state !== 'all') query = query.where('f.status', 'in', OPEN_FILING_STATUSES);
  return whereDue(query, 'f', dueFilter(filter, today));
}

/**
 * Filings (with a due date) and schedules of current clients as one list, soonest due first:
 * a UNION ALL of two indexed reads (due date, or status and due date), ordered and paged in SQL.
 */
function deadlines(db: Db, filter: DeadlineFilter, today: string) {
  return db
    .selectFrom(schedules(db, filter, today).unionAll(filings(db, filter, today)).as('d'))
    .select(['d.kind', 'd.id', 'd.client_id', 'd.client_name', 'd.tax_type', 'd.period', 'd.tax_year', 'd.recurrence', 'd.due_date', 'd.status'])
    .orderBy('d.due_date')
    .orderBy('d.kind')
    .orderBy('d.id');
}

interface Row {
  kind: DeadlineKind;
  id: number;
  client_id: number;
  client_name: string;
  tax_type: string;
  period: string | null;
  tax_year: number | null;
  recurrence: string | null;
  due_date: string;
  status: string;
}

const OPEN_STATUSES: readonly string[] = ['pending', ...OPEN_FILING_STATUSES];

function toDeadline(row: Row, today: string) {
  return {
    kind: row.kind,
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    taxType: row.tax_type,
    period: row.period,
    taxYear: row.tax_year,
    recurrence: row.recurrence,
    dueDate: row.due_date,
    status: row.status,
    overdue: OPEN_STATUSES.includes(row.status) && row.due_date < today,
  };
}

export type DeadlineRecord = ReturnType<typeof toDeadline>;

export async function listDeadlinesPage(db: Db, filter: DeadlineFilter & PageRequest, today: string): Promise<Page<DeadlineRecord>> {
  return pageOf(deadlines(db, filter, today), filter, (row) => toDeadline(row, today));
}

/** Every matching deadline, read in chunks from a cursor: an export never holds them all. */
export async function* streamDeadlines(db: Db, filter: DeadlineFilter, today: string): AsyncGenerator<DeadlineRecord> {
  for await (const row of deadlines(db, filter, today).stream(500)) yield toDeadline(row, today);
}
