import { sql } from 'kysely';
import { isPostgres } from '../../src/db/migrations/column-types.js';
import * as dashboardCounts from '../../src/db/migrations/0023_dashboard_counts.js';
import * as dashboardMonths from '../../src/db/migrations/0024_dashboard_months.js';
import type { Scenario, SeedContext } from '../lib/types.js';
import { clientRow, countRows, day, revenueRow } from '../lib/seed-rows.js';

const CLIENTS = 10_000;
const REVENUE = 100_000;
const SCHEDULES = 20_000;
const INQUIRIES = 5_000;

/**
 * client_counts as migration 0018 builds it, the open work and creation counts as 0023 does and
 * the monthly revenue totals as 0024 does (from the daily totals), after rows were inserted behind
 * the services' back.
 */
async function recountClients(db: SeedContext['db']): Promise<void> {
  await db.deleteFrom('client_counts').execute();
  await sql`
    insert into client_counts (status, client_type, clients)
    select status, client_type, count(*) from clients where deleted_at is null group by status, client_type
  `.execute(db);
  await dashboardMonths.down(db);
  await dashboardCounts.down(db);
  await dashboardCounts.up(db);
  await dashboardMonths.up(db);
}

/**
 * A large firm: 10,000 clients (a tenth deleted), 100,000 revenue entries over three years (a
 * fifth unpaid), 20,000 filing schedules around today, 5,000 inquiries.
 */
async function seedOffice({ db, insertMany }: SeedContext): Promise<void> {
  if ((await countRows(db, 'revenue_entries')) > 0) return;
  const now = new Date();
  const created = (i: number) => new Date(now.getTime() - (i % 1000) * 86_400_000).toISOString();
  const today = now.toISOString().slice(0, 10);
  await insertMany(
    'clients',
    Array.from({ length: CLIENTS }, (_, i) => clientRow(i, created)),
  );
  await insertMany(
    'revenue_entries',
    Array.from({ length: REVENUE }, (_, i) => revenueRow(i, CLIENTS, today, created)),
  );
  // The daily totals the revenue service keeps on write, built as migration 0016 builds them.
  await sql`
    insert into revenue_daily_totals (invoice_date, total, paid, entries, paid_entries)
    select invoice_date, sum(amount), sum(case when is_paid then amount else 0 end), count(*), sum(case when is_paid then 1 else 0 end)
    from revenue_entries group by invoice_date
  `.execute(db);
  await insertMany(
    'tax_filing_schedules',
    Array.from({ length: SCHEDULES }, (_, i) => ({
      client_id: (i % CLIENTS) + 1,
      tax_type: i % 2 ? 'VAT' : 'income',
      due_date: day(today, (i % 365) - 180),
      is_completed: i % 365 < 170,
      created_at: created(i),
      updated_at: created(i),
    })),
  );
  await insertMany(
    'inquiries',
    Array.from({ length: INQUIRIES }, (_, i) => ({
      name: `Asker ${i}`,
      email: `asker${i}@example.com`,
      subject: 'A question about VAT',
      message: 'Could you call me back about my VAT return?',
      status: i % 4 === 0 ? 'new' : 'closed',
      created_at: created(i),
      updated_at: created(i),
    })),
  );
  await recountClients(db);
  if (isPostgres(db)) {
    for (const table of ['clients', 'revenue_entries', 'tax_filing_schedules', 'inquiries']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}

const LIST_CLIENTS = 100_000;

/** The large firm, then clients up to 100,000 (every tenth deleted) for the client list. */
async function seedManyClients(context: SeedContext): Promise<void> {
  await seedOffice(context);
  const { db, insertMany } = context;
  const from = await countRows(db, 'clients');
  if (from >= LIST_CLIENTS) return;
  const now = Date.now();
  const created = (i: number) => new Date(now - (i % 2000) * 43_200_000).toISOString();
  await insertMany(
    'clients',
    Array.from({ length: LIST_CLIENTS - from }, (_, offset) => clientRow(from + offset, created, 6)),
  );
  await recountClients(db);
  if (isPostgres(db)) await sql`vacuum analyze clients`.execute(db);
  else await sql`analyze`.execute(db);
}

const year = new Date().getUTCFullYear();

const scenarios: Scenario[] = [
  {
    name: 'dashboard-summary',
    description: `GET /api/admin-dashboard/summary: every card in one statement (${CLIENTS} clients, ${REVENUE} revenue entries, ${SCHEDULES} schedules)`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/admin-dashboard/summary', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'dashboard-monthly',
    description: `GET /api/admin-dashboard/monthly-stats?months=12: revenue grouped by month plus per-month client and inquiry counts`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/admin-dashboard/monthly-stats?months=12', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'revenue-monthly',
    description: `GET /api/revenue-tracking/monthly?year=${year}: twelve months of sums by invoice date (${REVENUE} entries)`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: `/api/revenue-tracking/monthly?year=${year}`, headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'revenue-total',
    description: `GET /api/revenue-tracking/total: all-time total, paid, pending and count (${REVENUE} entries)`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/revenue-tracking/total', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'revenue-list',
    description: `GET /api/revenue-tracking?page=1&pageSize=20: newest invoices with client names, and the count (${REVENUE} entries)`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/revenue-tracking?page=1&pageSize=20', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'revenue-list-unpaid',
    description: `GET /api/revenue-tracking?isPaid=false&page=5&pageSize=20: unpaid invoices, newest first, a later page`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/revenue-tracking?isPaid=false&page=5&pageSize=20', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'revenue-pending',
    description: `GET /api/revenue-tracking/pending?page=1&pageSize=20: unpaid entries, oldest due date first`,
    seed: seedOffice,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/revenue-tracking/pending?page=1&pageSize=20', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clients-list',
    description: `GET /api/client?page=1&pageSize=20: clients by name (the default), and the count (${LIST_CLIENTS} clients, a tenth deleted)`,
    seed: seedManyClients,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/client?page=1&pageSize=20', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clients-list-active-by-name',
    description: `GET /api/client?status=active&sort=name&page=5: active clients by name, a later page (${LIST_CLIENTS} clients)`,
    seed: seedManyClients,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/client?status=active&sort=name&page=5', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clients-search',
    description: `GET /api/client?search=04217: text in a name, email, phone or business number, 11 matches, and their count (${LIST_CLIENTS} clients)`,
    seed: seedManyClients,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/client?search=04217', headers: { authorization: `Bearer ${adminToken}` } }),
  },
];

export default scenarios;
