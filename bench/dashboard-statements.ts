/*
 * The dashboard's counts as statements on their own (issue 17 item 4), in one process without
 * HTTP: on the large firm of bench/scenarios/tax-practice.ts (100,000 clients, a tenth deleted;
 * 100,000 revenue entries; 20,000 schedules; 5,000 inquiries), the counts made from the rows
 * (as the dashboard read them before migration 0023) against the sums of the tables kept on write,
 * the monthly stats' reads before and after migration 0024, and the whole summary and monthly
 * stats as the server now runs them. Milliseconds per statement,
 * median and mean of 30 runs after 3 warm-ups. Run:
 *   npx tsx bench/dashboard-statements.ts [--db postgres] [--pg-url postgres://...]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { monthlyStats, summary } from '../src/features/admin-dashboard/repository.js';
import { createdPerRange } from '../src/shared/creation-counts.js';
import { addDays, addMonths, startOfDay, today } from '../src/shared/dates.js';
import { openFilingsOfCurrentClients, pendingSchedulesOfCurrentClients } from '../src/shared/tax/open-work.js';
import { openWorkTotal } from '../src/shared/tax/open-work-counts.js';
import type { SeedContext } from './lib/types.js';
import scenarios from './scenarios/tax-practice.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const RUNS = 30;
const WARMUPS = 3;
const TIME_ZONE = 'Asia/Seoul';
const PG_DATABASE = `taxdesk_statements_${process.pid}`;

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (args.db !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-dashboard-statements-'));
    return { handle: openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') }), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: args['pg-url'] });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`create database ${PG_DATABASE}`);
  const url = new URL(args['pg-url']);
  url.pathname = `/${PG_DATABASE}`;
  const handle = openDatabase({ kind: 'postgres', url: url.href });
  return { handle, drop: async () => admin(`drop database if exists ${PG_DATABASE} with (force)`) };
}

const { handle, drop } = await open();
const { db, dialect } = handle;
try {
  await migrateToLatest(db);
  const context: SeedContext = {
    db,
    async insertMany(table, rows) {
      const width = Math.max(1, Object.keys(rows[0] ?? {}).length);
      const chunk = Math.max(1, Math.floor(10_000 / width));
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += chunk) {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument -- rows of any table
          await trx.insertInto(table).values(rows.slice(i, i + chunk) as any).execute();
        }
      });
    },
  };
  await scenarios.find((scenario) => scenario.name === 'clients-list')!.seed!(context);

  const now = new Date();
  const day = today(TIME_ZONE, now);
  const window = { from: day, to: addDays(day, 30) };
  const current = `${day.slice(0, 7)}-01`;
  const starts = Array.from({ length: 12 }, (_, index) => addMonths(current, index - 11));
  const bounds = [...starts, addMonths(starts[0]!, 12)].map((date) => startOfDay(date, TIME_ZONE));
  const count = sql<number>`count(*)`;
  const monthOfInvoice = dialect === 'postgres' ? sql<string>`to_char(invoice_date, 'YYYY-MM')` : sql<string>`substr(invoice_date, 1, 7)`;
  /** How creation_counts was read before migration 0024: a scalar subquery per type and month. */
  const createdPerRangeBySubqueries = (edges: string[]) =>
    db
      .selectNoFrom((eb) =>
        (['client', 'inquiry'] as const).flatMap((type) =>
          edges.slice(0, -1).map((from, index) =>
            eb
              .selectFrom('creation_counts')
              .select(sql<string | number>`coalesce(sum(created), 0)`.as('n'))
              .where('record_type', '=', type)
              .where('bucket_start', '>=', from)
              .where('bucket_start', '<', edges[index + 1]!)
              .as(`${type}_${index}`),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
  /** All the buckets of the year in one read, each given its month by a CASE. */
  const createdPerRangeGrouped = (edges: string[]) =>
    db
      .selectFrom('creation_counts')
      .select([
        'record_type',
        sql<number>`case ${sql.join(
          edges.slice(1, -1).map((edge, index) => sql`when bucket_start < ${edge} then ${sql.lit(index)}`),
          sql` `,
        )} else ${sql.lit(edges.length - 2)} end`.as('range_index'),
        sql<string | number>`sum(created)`.as('n'),
      ])
      .where('record_type', 'in', ['client', 'inquiry'])
      .where('bucket_start', '>=', edges[0]!)
      .where('bucket_start', '<', edges.at(-1)!)
      .groupBy(['record_type', sql`range_index`])
      .execute();
  const perMonth = starts.map((_, index) => sql<number>`count(case when created_at >= ${bounds[index]} and created_at < ${bounds[index + 1]} then 1 end)`.as(`m${index}`));

  const statements: Array<[string, () => Promise<unknown>]> = [
    [
      'open work from the rows (pending, due, overdue: five counts joined to clients)',
      () =>
        db
          .selectNoFrom(() => [
            pendingSchedulesOfCurrentClients(db).select(count.as('n')).as('pending'),
            pendingSchedulesOfCurrentClients(db).select(count.as('n')).where('s.due_date', '>=', window.from).where('s.due_date', '<=', window.to).as('s_due'),
            openFilingsOfCurrentClients(db).select(count.as('n')).where('f.due_date', '>=', window.from).where('f.due_date', '<=', window.to).as('f_due'),
            pendingSchedulesOfCurrentClients(db).select(count.as('n')).where('s.due_date', '<', day).as('s_overdue'),
            openFilingsOfCurrentClients(db).select(count.as('n')).where('f.due_date', '<', day).as('f_overdue'),
          ])
          .executeTakeFirstOrThrow(),
    ],
    [
      'open work from open_work_counts (the same three figures)',
      () =>
        db
          .selectNoFrom(() => [
            openWorkTotal(db, { kind: 'schedule' }).as('pending'),
            openWorkTotal(db, window).as('due'),
            openWorkTotal(db, { before: day }).as('overdue'),
          ])
          .executeTakeFirstOrThrow(),
    ],
    [
      'new clients per month from the rows (12 months)',
      () => db.selectFrom('clients').select(perMonth).where('deleted_at', 'is', null).where('created_at', '>=', bounds[0]!).where('created_at', '<', bounds[12]!).executeTakeFirstOrThrow(),
    ],
    [
      'new inquiries per month from the rows (12 months)',
      () => db.selectFrom('inquiries').select(perMonth).where('created_at', '>=', bounds[0]!).where('created_at', '<', bounds[12]!).executeTakeFirstOrThrow(),
    ],
    ['new clients and inquiries per month from creation_counts, 24 scalar subqueries (before 0024)', () => createdPerRangeBySubqueries(bounds)],
    ['new clients and inquiries per month from creation_counts alone, one grouped read (a CASE per bucket)', () => createdPerRangeGrouped(bounds)],
    ['new clients and inquiries per month from creation_month_counts and the buckets around the edges', () => createdPerRange(db, dialect, bounds)],
    [
      'revenue per month from revenue_daily_totals, grouped (before 0024)',
      () =>
        db
          .selectFrom('revenue_daily_totals')
          .select([monthOfInvoice.as('month'), sql<string>`coalesce(sum(total), 0)`.as('total'), sql<string>`coalesce(sum(paid), 0)`.as('paid')])
          .where('invoice_date', '>=', starts[0]!)
          .where('invoice_date', '<=', addDays(addMonths(starts[0]!, 12), -1))
          .groupBy(monthOfInvoice)
          .execute(),
    ],
    [
      'revenue per month from revenue_monthly_totals',
      () => db.selectFrom('revenue_monthly_totals').select(['month_start', 'total', 'paid']).where('month_start', '>=', starts[0]!).where('month_start', '<=', starts[11]!).execute(),
    ],
    ['the month edges in the firm zone (13 startOfDay calls, remembered after the first)', async () => [...starts, addMonths(starts[0]!, 12)].map((date) => startOfDay(date, TIME_ZONE))],
    ['the whole summary (one statement)', () => summary(db, { today: day, window, monthStart: current, now: now.toISOString() })],
    ['the whole monthly stats (two statements at once)', () => monthlyStats(db, dialect, starts, TIME_ZONE)],
  ];

  process.stdout.write(`${dialect}: ms per statement, median (mean) of ${RUNS} runs after ${WARMUPS} warm-ups\n`);
  for (const [name, run] of statements) {
    for (let i = 0; i < WARMUPS; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const mean = times.reduce((sum, time) => sum + time, 0) / RUNS;
    process.stdout.write(`${median.toFixed(2).padStart(8)} (${mean.toFixed(2)})  ${name}\n`);
  }
} finally {
  await handle.close();
  await drop();
}
