/**
 * The dashboard reads across groups in a fixed number of queries whatever the data size: active
 * clients come from client_counts, revenue from revenue_daily_totals, open work from
 * open_work_counts and new clients and inquiries from creation_counts, all kept by the services on
 * every write; the other counts are computed by the database on indexed columns.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { yearMonthOfDate } from '../../db/sql-helpers.js';
import { bucketOf, BUCKET_MS, createdPerRange } from '../../shared/creation-counts.js';
import { addDays, addMonths, startOfDay } from '../../shared/dates.js';
import { fromMinorUnits } from '../../shared/money.js';
import { openFilingsOfCurrentClients, pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';
import { openWorkTotal } from '../../shared/tax/open-work-counts.js';
import type { DateWindow, DueItem } from '../../shared/tax/upcoming.js';

type Db = Kysely<Database>;

const count = sql<number>`count(*)`;

export interface SummaryInput {
  today: string;
  window: DateWindow;
  monthStart: string;
  monthEnd: string;
  now: string;
}

/** One statement of scalar subqueries: one round trip for the whole summary. */
export async function summary(db: Db, input: SummaryInput) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('client_counts').select(sql<string>`coalesce(sum(clients), 0)`.as('n')).where('status', '=', 'active').as('active_clients'),
      eb.selectFrom('inquiries').select(count.as('n')).where('status', '=', 'new').as('new_inquiries'),
      openWorkTotal(db, { kind: 'schedule' }).as('pending_schedules'),
      openWorkTotal(db, input.window).as('due'),
      openWorkTotal(db, { before: input.today }).as('overdue'),
      eb.selectFrom('revenue_daily_totals').select(sql<string>`coalesce(sum(total - paid), 0)`.as('n')).as('unpaid_revenue'),
      eb
        .selectFrom('revenue_daily_totals')
        .select(sql<string>`coalesce(sum(total), 0)`.as('n'))
        .where('invoice_date', '>=', input.monthStart)
        .where('invoice_date', '<=', input.monthEnd)
        .as('revenue_this_month'),
      eb
        .selectFrom('blog_posts')
        .select(count.as('n'))
        .where('status', '=', 'published')
        .where('published_at', '<=', input.now)
        .as('published_posts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    today: input.today,
    activeClients: Number(row.active_clients),
    newInquiries: Number(row.new_inquiries),
    pendingSchedules: Number(row.pending_schedules),
    filingsDueIn30Days: Number(row.due),
    overdueFilings: Number(row.overdue),
    unpaidRevenue: fromMinorUnits(row.unpaid_revenue ?? 0),
    revenueThisMonth: fromMinorUnits(row.revenue_this_month ?? 0),
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
 * Per month: revenue by invoice date (the daily totals, grouped in SQL) and new clients and
 * inquiries by creation instant (creation_counts), counted against the instants the firm's months
 * begin (so a client created at 00:30 on the 1st in Seoul counts for that month, not the one before).
 */
export async function monthlyStats(db: Db, dialect: Dialect, starts: string[], timeZone: string) {
  const first = starts[0]!;
  const end = addMonths(first, starts.length);
  const lastDay = addDays(end, -1);
  const monthOfInvoice = yearMonthOfDate(dialect, 'invoice_date');
  const bounds = [...starts, end].map((date) => startOfDay(date, timeZone));
  const [revenueRows, created, offEdge] = await Promise.all([
    db
      .selectFrom('revenue_daily_totals')
      .select([monthOfInvoice.as('month'), sql<string>`coalesce(sum(total), 0)`.as('total'), sql<string>`coalesce(sum(paid), 0)`.as('paid')])
      .where('invoice_date', '>=', first)
      .where('invoice_date', '<=', lastDay)
      .groupBy(monthOfInvoice)
      .execute(),
    createdPerRange(db, bounds),
    createdPastBounds(db, bounds),
  ]);
  const revenue = new Map(revenueRows.map((row) => [row.month, row]));
  // A bound inside a bucket: its bucket was summed with the range before; the rows from the bound
  // to the bucket's end belong to the range after.
  for (const [index, moved] of offEdge) {
    for (const type of ['client', 'inquiry'] as const) {
      if (index > 0) created[type][index - 1]! -= moved[type];
      if (index < starts.length) created[type][index]! += moved[type];
    }
  }
  return starts.map((start, index) => {
    const month = start.slice(0, 7);
    const sums = revenue.get(month);
    return {
      month,
      revenue: fromMinorUnits(sums?.total ?? 0),
      paid: fromMinorUnits(sums?.paid ?? 0),
      newClients: created.client[index]!,
      newInquiries: created.inquiry[index]!,
    };
  });
}

/**
 * For each bound that is not on a bucket's edge (none in a zone of today: their offsets are
 * multiples of 15 minutes), the current clients and the inquiries created from it to its bucket's
 * end, counted on the rows (a quarter of an hour of the creation indexes).
 */
async function createdPastBounds(db: Db, bounds: string[]): Promise<Map<number, { client: number; inquiry: number }>> {
  const offEdge = bounds.map((bound, index) => [index, bound] as const).filter(([, bound]) => bucketOf(bound) !== bound);
  const counted = await Promise.all(
    offEdge.map(async ([index, bound]) => {
      const to = new Date(Date.parse(bucketOf(bound)) + BUCKET_MS).toISOString();
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
