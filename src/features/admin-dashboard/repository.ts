/**
 * The dashboard reads across groups in a fixed number of queries whatever the data size: active
 * clients come from client_counts, revenue from revenue_monthly_totals, open work from
 * open_work_counts and new clients and inquiries from creation_month_counts and creation_counts, all kept by the services on
 * every write; the other counts are computed by the database on indexed columns.
 */
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { bucketOf, BUCKET_MS, collectCreated, createdPerRangeReads, type SumsRow } from '../../shared/creation-counts.js';
import { addMonths, startOfDay } from '../../shared/dates.js';
import { fromMinorUnits } from '../../shared/money.js';
import { openFilingsOfCurrentClients, pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';
import { openWorkTotal } from '../../shared/tax/open-work-counts.js';
import type { DateWindow, DueItem } from '../../shared/tax/upcoming.js';

type Db = Kysely<Database>;

const count = sql<number>`count(*)`;

export interface SummaryInput {
  today: string;
  window: DateWindow;
  /** The first day of the firm's current month. */
  monthStart: string;
  now: string;
}

/**
 * One statement, one round trip, for the whole summary: the three open-work figures are sums over
 * one pass of open_work_counts (pending reads every schedule row and overdue every past day anyway)
 * and the two money cards one pass of revenue_monthly_totals, so PostgreSQL plans five reads, not
 * eight. Written as SQL: building the eight-subquery statement with Kysely cost the event loop more
 * than running it on SQLite. The open-work conditions are openWorkTotal's (shared/tax/open-work-counts.ts).
 */
export async function summary(db: Db, input: SummaryInput) {
  const { rows } = await sql<{
    active_clients: string | number;
    new_inquiries: string | number;
    pending_schedules: string | number;
    due: string | number;
    overdue: string | number;
    unpaid_revenue: string | number;
    revenue_this_month: string | number;
    published_posts: string | number;
  }>`
    select
      (select coalesce(sum(clients), 0) from client_counts where status = 'active') as active_clients,
      (select count(*) from inquiries where status = 'new') as new_inquiries,
      work.pending_schedules, work.due, work.overdue,
      revenue.unpaid_revenue, revenue.revenue_this_month,
      (select count(*) from blog_posts where status = 'published' and published_at <= ${input.now}) as published_posts
    from (
      select
        coalesce(sum(case when kind = 'schedule' then open_items end), 0) as pending_schedules,
        coalesce(sum(case when due_date >= ${input.window.from} and due_date <= ${input.window.to} then open_items end), 0) as due,
        coalesce(sum(case when due_date < ${input.today} then open_items end), 0) as overdue
      from open_work_counts
    ) work
    cross join (
      select
        coalesce(sum(total - paid), 0) as unpaid_revenue,
        coalesce(sum(case when month_start = ${input.monthStart} then total end), 0) as revenue_this_month
      from revenue_monthly_totals
    ) revenue
  `.execute(db);
  const row = rows[0]!;
  return {
    today: input.today,
    activeClients: Number(row.active_clients),
    newInquiries: Number(row.new_inquiries),
    pendingSchedules: Number(row.pending_schedules),
    filingsDueIn30Days: Number(row.due),
    overdueFilings: Number(row.overdue),
    unpaidRevenue: fromMinorUnits(row.unpaid_revenue),
    revenueThisMonth: fromMinorUnits(row.revenue_this_month),
    publishedPosts: Number(row.published_posts),
  };
}

export type UpcomingItem = DueItem;

/**
 * Pending schedules and open filings due in the window, soonest first: each kind's first `limit`
 * rows, merged here, and their count from open_work_counts (three statements).
 */
export async function upcomingFilings(db: Db, window: DateWindow, limit: number): Promise<{ totalCount: number; items: UpcomingItem[] }> {
  const schedules = pendingSchedulesOfCurrentClients(db).where('s.due_date', '>=', window.from).where('s.due_date', '<=', window.to);
  const filings = openFilingsOfCurrentClients(db).where('f.due_date', '>=', window.from).where('f.due_date', '<=', window.to);
  const [total, scheduleRows, filingRows] = await Promise.all([
    openWorkTotal(db, window).executeTakeFirstOrThrow(),
    schedules
      .select(['s.id', 's.client_id', 'clients.name as client_name', 's.tax_type', 's.period', 's.due_date'])
      .orderBy('s.due_date')
      .orderBy('s.id')
      .limit(limit)
      .execute(),
    filings
      .select(['f.id', 'f.client_id', 'clients.name as client_name', 'f.tax_type', 'f.period', 'f.due_date', 'f.status'])
      .orderBy('f.due_date')
      .orderBy('f.id')
      .limit(limit)
      .execute(),
  ]);
  const items: UpcomingItem[] = [
    ...scheduleRows.map((row) => ({ kind: 'schedule' as const, ...common(row), status: 'pending' })),
    ...filingRows.map((row) => ({ kind: 'filing' as const, ...common(row), status: row.status })),
  ];
  items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.kind.localeCompare(b.kind) || a.id - b.id);
  return { totalCount: Number(total.n), items: items.slice(0, limit) };
}

function common(row: { id: number; client_id: number; client_name: string; tax_type: string; period: string | null; due_date: string | null }) {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    taxType: row.tax_type,
    period: row.period,
    dueDate: row.due_date!,
  };
}

export async function recentInquiries(db: Db, limit: number) {
  const rows = await db
    .selectFrom('inquiries')
    .select(['id', 'name', 'email', 'subject', 'service_type', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    serviceType: row.service_type,
    status: row.status,
    createdAt: row.created_at,
  }));
}

/**
 * Per month: revenue by invoice date (a row of revenue_monthly_totals each) and new clients and
 * inquiries by creation instant (creation_month_counts and creation_counts), counted against the instants the firm's months
 * begin (so a client created at 00:30 on the 1st in Seoul counts for that month, not the one before).
 */
export async function monthlyStats(db: Db, dialect: Dialect, starts: string[], timeZone: string) {
  const { statement, ranges, offEdge: pastBounds } = monthlyStatement(db, dialect, starts, timeZone);
  const [{ rows }, offEdge] = await Promise.all([db.executeQuery<SumsRow>(statement), createdPastBounds(db, pastBounds)]);
  const created = collectCreated(ranges, rows);
  const revenue = new Map(rows.filter((row) => row.kind === 'revenue').map((row) => [Number(row.range_index), row]));
  // A bound inside a bucket: its bucket was summed with the range before; the rows from the bound
  // to the bucket's end belong to the range after.
  for (const [index, moved] of offEdge) {
    for (const type of ['client', 'inquiry'] as const) {
      if (index > 0) created[type][index - 1]! -= moved[type];
      if (index < starts.length) created[type][index]! += moved[type];
    }
  }
  return starts.map((start, index) => {
    const sums = revenue.get(index);
    return {
      month: start.slice(0, 7),
      revenue: fromMinorUnits(sums?.a ?? 0),
      paid: fromMinorUnits(sums?.b ?? 0),
      newClients: created.client[index]!,
      newInquiries: created.inquiry[index]!,
    };
  });
}

interface MonthlyStatement {
  statement: CompiledQuery<SumsRow>;
  ranges: number;
  offEdge: OffEdgeBound[];
}

/** A bound not on a bucket's edge: its index, the bound, and the end of its bucket. */
type OffEdgeBound = readonly [number, string, string];

/*
 * The monthly stats ask the same statement with the same values all day (their months depend on
 * the firm's today and zone only), and building and compiling it was a third of the request's time
 * on the event loop (CPU profile under dashboard-monthly): it is compiled once per database and
 * months, and the same text lets PostgreSQL keep it prepared. Bounded: a new month, zone or
 * `months` adds an entry, and past MAX_MONTHLY_STATEMENTS they are all dropped (a caller cycling
 * through values compiles again, as before).
 */
const monthlyStatements = new WeakMap<Db, Map<string, MonthlyStatement>>();
const MAX_MONTHLY_STATEMENTS = 16;

function monthlyStatement(db: Db, dialect: Dialect, starts: string[], timeZone: string): MonthlyStatement {
  let statements = monthlyStatements.get(db);
  if (!statements) {
    statements = new Map();
    monthlyStatements.set(db, statements);
  }
  const key = `${timeZone} ${starts.join(',')}`;
  const cached = statements.get(key);
  if (cached) return cached;
  const bounds = [...starts, addMonths(starts[0]!, starts.length)].map((date) => startOfDay(date, timeZone));
  // One statement: the creation reads and the months' revenue rows (kind 'revenue', a: total, b: paid).
  const { reads, ranges } = createdPerRangeReads(dialect, bounds);
  const revenueRead = sql`
    select 'revenue' as kind, case month_start ${sql.join(
      starts.map((start, index) => sql`when ${start} then ${sql.lit(index)}`),
      sql` `,
    )} end as range_index, total as a, paid as b
    from revenue_monthly_totals
    where month_start in (${sql.join(starts)})`;
  const statement = sql<SumsRow>`${sql.join([...reads, revenueRead], sql` union all `)}`.compile(db);
  if (statements.size >= MAX_MONTHLY_STATEMENTS) statements.clear();
  const offEdge = bounds
    .map((bound, index) => [index, bound, new Date(Date.parse(bucketOf(bound)) + BUCKET_MS).toISOString()] as const)
    .filter(([, bound]) => bucketOf(bound) !== bound);
  const entry = { statement, ranges, offEdge };
  statements.set(key, entry);
  return entry;
}

/**
 * For each bound that is not on a bucket's edge (none in a zone of today: their offsets are
 * multiples of 15 minutes), the current clients and the inquiries created from it to its bucket's
 * end, counted on the rows (a quarter of an hour of the creation indexes).
 */
async function createdPastBounds(db: Db, offEdge: OffEdgeBound[]): Promise<Map<number, { client: number; inquiry: number }>> {
  const counted = await Promise.all(
    offEdge.map(async ([index, bound, to]) => {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('clients').select(count.as('n')).where('deleted_at', 'is', null).where('created_at', '>=', bound).where('created_at', '<', to).as('client'),
          eb.selectFrom('inquiries').select(count.as('n')).where('created_at', '>=', bound).where('created_at', '<', to).as('inquiry'),
        ])
        .executeTakeFirstOrThrow();
      return [index, { client: Number(row.client), inquiry: Number(row.inquiry) }] as const;
    }),
  );
  return new Map(counted);
}
