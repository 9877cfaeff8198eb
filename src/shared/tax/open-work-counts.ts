/**
 * Pending schedules and open filings of current clients counted per due date and kind in
 * open_work_counts, so the dashboard sums a row per day instead of joining every open item to its
 * client. Kept in step in the transaction of every write that changes what is open work of a
 * current client: creating or completing a schedule (and its successor), creating, changing or
 * deleting a filing, deleting a client (its open work leaves the counts).
 *
 * Concurrency: the increments are done by the database, and every write first takes its client
 * with lockClientIfVisible, so a concurrent client delete waits for it and then subtracts the
 * client's work as that write left it. Rows are upserted in (due date, kind) order, the same in
 * every transaction, so two writes never wait for each other's rows in a cycle.
 */
import { sql, type Kysely } from 'kysely';
import { whereGiven } from '../../db/filters.js';
import type { Database } from '../../db/schema.js';
import type { OpenWorkCountsTable, TaxFilingStatus } from '../../db/tables/tax-records.js';
import { OPEN_FILING_STATUSES } from './open-work.js';

type Db = Kysely<Database>;

export interface OpenWorkChange {
  kind: OpenWorkCountsTable['kind'];
  /** Null (a filing without a due date): counted nowhere, so no change. */
  dueDate: string | null;
  delta: number;
}

/** A pending schedule due on the day, added (1) or taken out (-1). */
export function scheduleWork(dueDate: string, delta: number): OpenWorkChange[] {
  return [{ kind: 'schedule', dueDate, delta }];
}

/** A filing in the given state, added (1) or taken out (-1): nothing unless it is open. */
export function filingWork(filing: { status: TaxFilingStatus; dueDate: string | null }, delta: number): OpenWorkChange[] {
  return OPEN_FILING_STATUSES.includes(filing.status) ? [{ kind: 'filing', dueDate: filing.dueDate, delta }] : [];
}

/** Applies the changes in one statement: merged per row, zeros dropped, in (due date, kind) order. */
export async function addToOpenWorkCounts(db: Db, changes: OpenWorkChange[]): Promise<void> {
  const rows = new Map<string, OpenWorkCountsTable>();
  for (const { kind, dueDate, delta } of changes) {
    if (dueDate === null) continue;
    const key = `${dueDate} ${kind}`;
    const row = rows.get(key) ?? { due_date: dueDate, kind, open_items: 0 };
    row.open_items += delta;
    rows.set(key, row);
  }
  const values = [...rows.entries()]
    .filter(([, row]) => row.open_items !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
  if (values.length === 0) return;
  await db
    .insertInto('open_work_counts')
    .values(values)
    .onConflict((oc) => oc.columns(['due_date', 'kind']).doUpdateSet((eb) => ({ open_items: eb('open_work_counts.open_items', '+', eb.ref('excluded.open_items')) })))
    .execute();
}

/**
 * Moves all of a client's open work out of the counts (-1, the client deleted) or into them (1,
 * restored). Runs after the client's row is written, so writes holding the client have finished
 * and this statement sees their work.
 */
export async function addOpenWorkOfClient(db: Db, clientId: number, sign: 1 | -1): Promise<void> {
  await sql`
    insert into open_work_counts (due_date, kind, open_items)
    select due_date, kind, count(*) * ${sign}
    from (
      select s.due_date as due_date, 'schedule' as kind
      from tax_filing_schedules s
      where s.client_id = ${clientId} and not s.is_completed
      union all
      select f.due_date as due_date, 'filing' as kind
      from tax_filings f
      where f.client_id = ${clientId} and f.deleted_at is null and f.due_date is not null and f.status in (${sql.join(OPEN_FILING_STATUSES)})
    ) open_work
    where true
    group by due_date, kind
    order by due_date, kind
    on conflict (due_date, kind) do update set open_items = open_work_counts.open_items + excluded.open_items
  `.execute(db);
}

/** Which open work a total counts: each condition applies only when given. */
export interface OpenWorkFilter {
  kind?: OpenWorkCountsTable['kind'];
  /** Due on or after this day. */
  from?: string;
  /** Due on or before this day. */
  to?: string;
  /** Due before this day. */
  before?: string;
}

/** The total open work (column n) meeting the filter: a statement to run, or to nest in another. */
export function openWorkTotal(db: Db, filter: OpenWorkFilter) {
  return whereGiven(db.selectFrom('open_work_counts'), [
    ['kind', '=', filter.kind],
    ['due_date', '>=', filter.from],
    ['due_date', '<=', filter.to],
    ['due_date', '<', filter.before],
  ]).select(sql<string | number>`coalesce(sum(open_items), 0)`.as('n'));
}
