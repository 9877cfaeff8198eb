/**
 * The dashboard reads across groups in a fixed number of queries whatever the data size: every
 * count is computed by the database on indexed columns; active clients come from client_counts and
 * revenue from revenue_daily_totals, both kept by the services on every write.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { yearMonthOfDate } from '../../db/sql-helpers.js';
import { addDays, addMonths, startOfDay } from '../../shared/dates.js';
import { fromMinorUnits } from '../../shared/money.js';
import { openFilingsOfCurrentClients, pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';
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
      pendingSchedulesOfCurrentClients(db).select(count.as('n')).as('pending_schedules'),
      pendingSchedulesOfCurrentClients(db).select(count.as('n')).where('s.due_date', '>=', input.window.from).where('s.due_date', '<=', input.window.to).as('schedules_due'),
      openFilingsOfCurrentClients(db).select(count.as('n')).where('f.due_date', '>=', input.window.from).where('f.due_date', '<=', input.window.to).as('filings_due'),
      pendingSchedulesOfCurrentClients(db).select(count.as('n')).where('s.due_date', '<', input.today).as('schedules_overdue'),
      openFilingsOfCurrentClients(db).select(count.as('n')).where('f.due_date', '<', input.today).as('filings_overdue'),
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
    filingsDueIn30Days: Number(row.schedules_due) + Number(row.filings_due),
    overdueFilings: Number(row.schedules_overdue) + Number(row.filings_overdue),
    unpaidRevenue: fromMinorUnits(row.unpaid_revenue ?? 0),
    revenueThisMonth: fromMinorUnits(row.revenue_this_month ?? 0),
    publishedPosts: Number(row.published_posts),
  };
}

export type UpcomingItem = DueItem;

/**
 * Pending schedules and open filings due in the window, soonest first: each kind's first `limit`
 * rows and both counts (four statements), merged here.
 */
export async function upcomingFilings(db: Db, window: DateWindow, limit: number): Promise<{ totalCount: number; items: UpcomingItem[] }> {
  const schedules = pendingSchedulesOfCurrentClients(db).where('s.due_date', '>=', window.from).where('s.due_date', '<=', window.to);
  const filings = openFilingsOfCurrentClients(db).where('f.due_date', '>=', window.from).where('f.due_date', '<=', window.to);
  const [scheduleCount, filingCount, scheduleRows, filingRows] = await Promise.all([
    schedules.select(count.as('n')).executeTakeFirstOrThrow(),
    filings.select(count.as('n')).executeTakeFirstOrThrow(),
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
  return { totalCount: Number(scheduleCount.n) + Number(filingCount.n), items: items.slice(0, limit) };
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
 * inquiries by creation instant, counted against the instants the firm's months begin (so a
 * client created at 00:30 on the 1st in Seoul counts for that month, not the one before).
 */
export async function monthlyStats(db: Db, dialect: Dialect, starts: string[], timeZone: string) {
  const first = starts[0]!;
  const end = addMonths(first, starts.length);
  const lastDay = addDays(end, -1);
  const monthOfInvoice = yearMonthOfDate(dialect, 'invoice_date');
  const bounds = [...starts, end].map((date) => startOfDay(date, timeZone));
  // One conditional count per month: a single range scan of the created_at index per table.
  const perMonth = starts.map(
    (_, index) => sql<number>`count(case when created_at >= ${bounds[index]} and created_at < ${bounds[index + 1]} then 1 end)`.as(`m${index}`),
  );
  const [revenueRows, clientCounts, inquiryCounts] = await Promise.all([
    db
      .selectFrom('revenue_daily_totals')
      .select([monthOfInvoice.as('month'), sql<string>`coalesce(sum(total), 0)`.as('total'), sql<string>`coalesce(sum(paid), 0)`.as('paid')])
      .where('invoice_date', '>=', first)
      .where('invoice_date', '<=', lastDay)
      .groupBy(monthOfInvoice)
      .execute(),
    db
      .selectFrom('clients')
      .select(perMonth)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', bounds[0]!)
      .where('created_at', '<', bounds[bounds.length - 1]!)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('inquiries')
      .select(perMonth)
      .where('created_at', '>=', bounds[0]!)
      .where('created_at', '<', bounds[bounds.length - 1]!)
      .executeTakeFirstOrThrow(),
  ]);
  const revenue = new Map(revenueRows.map((row) => [row.month, row]));
  const clients = clientCounts as Record<string, number | string>;
  const inquiries = inquiryCounts as Record<string, number | string>;
  return starts.map((start, index) => {
    const month = start.slice(0, 7);
    const sums = revenue.get(month);
    return {
      month,
      revenue: fromMinorUnits(sums?.total ?? 0),
      paid: fromMinorUnits(sums?.paid ?? 0),
      newClients: Number(clients[`m${index}`] ?? 0),
      newInquiries: Number(inquiries[`m${index}`] ?? 0),
    };
  });
}
