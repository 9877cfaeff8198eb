/**
 * Every figure the application keeps on write instead of counting on read, recounted from the rows
 * it follows. The API tests compare them after each file's writes (src/testing/harness.ts), so a
 * write path that forgets a count fails its file, including one nobody knew wrote the rows.
 * Recounting reads every row: this is for tests, never for a request.
 *
 * Each figure is a table keyed by some columns with numeric columns; a key missing on one side
 * counts as zeros (the writers leave rows at zero behind).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hourOf, NO_SOURCE } from '../features/client-logs/lib/kept-counts.js';
import { bucketOf, coreMonthOf } from '../shared/creation-counts.js';
import { OPEN_FILING_STATUSES } from '../shared/tax/open-work.js';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;
/** Key (JSON of the key columns) to the numeric columns. */
type Figures = Map<string, number[]>;

interface KeptFigure {
  table: keyof Database;
  keys: string[];
  values: string[];
  recount: (db: Db) => Promise<Row[]>;
}

/** Rows tallied in JS: the buckets and hours are the application's own functions, the same on both databases. */
function tallied(rows: Row[], keyOf: (row: Row) => Row | null, valuesOf: (row: Row) => Row = () => ({ n: 1 })): Row[] {
  const sums = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const id = JSON.stringify(key);
    const sum = sums.get(id) ?? { ...key };
    for (const [column, value] of Object.entries(valuesOf(row))) sum[column] = Number(sum[column] ?? 0) + Number(value);
    sums.set(id, sum);
  }
  return [...sums.values()];
}

const createdRows = async (db: Db) => [
  ...(await db.selectFrom('clients').select(['created_at']).where('deleted_at', 'is', null).execute()).map((row) => ({ record_type: 'client', at: row.created_at })),
  ...(await db.selectFrom('inquiries').select(['created_at']).execute()).map((row) => ({ record_type: 'inquiry', at: row.created_at })),
];

const revenueDays = (db: Db) =>
  db
    .selectFrom('revenue_entries')
    .select([
      'invoice_date',
      sql<number>`sum(amount)`.as('total'),
      sql<number>`sum(case when is_paid then amount else 0 end)`.as('paid'),
      sql<number>`count(*)`.as('entries'),
      sql<number>`sum(case when is_paid then 1 else 0 end)`.as('paid_entries'),
    ])
    .groupBy('invoice_date')
    .execute();

export const KEPT_FIGURES: KeptFigure[] = [
  {
    table: 'client_counts',
    keys: ['status', 'client_type'],
    values: ['clients'],
    recount: (db) =>
      db.selectFrom('clients').select(['status', 'client_type', sql<number>`count(*)`.as('clients')]).where('deleted_at', 'is', null).groupBy(['status', 'client_type']).execute(),
  },
  {
    table: 'creation_counts',
    keys: ['record_type', 'bucket_start'],
    values: ['created'],
    recount: async (db) => tallied(await createdRows(db), (row) => ({ record_type: row.record_type, bucket_start: bucketOf(String(row.at)) }), () => ({ created: 1 })),
  },
  {
    table: 'creation_month_counts',
    keys: ['record_type', 'month_start'],
    values: ['created'],
    recount: async (db) =>
      tallied(
        await createdRows(db),
        (row) => {
          const month = coreMonthOf(String(row.at));
          return month === null ? null : { record_type: row.record_type, month_start: month };
        },
        () => ({ created: 1 }),
      ),
  },
  {
    table: 'open_work_counts',
    keys: ['due_date', 'kind'],
    values: ['open_items'],
    recount: async (db) => [
      ...(await db
        .selectFrom('tax_filing_schedules as s')
        .innerJoin('clients as c', 'c.id', 's.client_id')
        .select(['s.due_date', sql<string>`'schedule'`.as('kind'), sql<number>`count(*)`.as('open_items')])
        .where('s.is_completed', '=', false)
        .where('c.deleted_at', 'is', null)
        .groupBy('s.due_date')
        .execute()),
      ...(await db
        .selectFrom('tax_filings as f')
        .innerJoin('clients as c', 'c.id', 'f.client_id')
        .select(['f.due_date', sql<string>`'filing'`.as('kind'), sql<number>`count(*)`.as('open_items')])
        .where('f.status', 'in', OPEN_FILING_STATUSES)
        .where('f.deleted_at', 'is', null)
        .where('f.due_date', 'is not', null)
        .where('c.deleted_at', 'is', null)
        .groupBy('f.due_date')
        .execute()),
    ],
  },
  {
    table: 'client_log_counts',
    keys: ['hour', 'level', 'source'],
    values: ['entries'],
    recount: async (db) =>
      tallied(
        await db.selectFrom('client_logs').select(['occurred_at', 'level', 'source']).execute(),
        (row) => ({ hour: hourOf(String(row.occurred_at)), level: row.level, source: row.source ?? NO_SOURCE }),
        () => ({ entries: 1 }),
      ),
  },
  {
    table: 'client_log_totals',
    keys: ['level', 'source'],
    values: ['entries'],
    recount: async (db) =>
      tallied(
        await db.selectFrom('client_logs').select(['level', 'source']).execute(),
        (row) => ({ level: row.level, source: row.source ?? NO_SOURCE }),
        () => ({ entries: 1 }),
      ),
  },
  {
    table: 'revenue_daily_totals',
    keys: ['invoice_date'],
    values: ['total', 'paid', 'entries', 'paid_entries'],
    recount: revenueDays,
  },
  {
    table: 'revenue_monthly_totals',
    keys: ['month_start'],
    values: ['total', 'paid', 'entries', 'paid_entries'],
    recount: async (db) =>
      tallied(
        await revenueDays(db),
        (row) => ({ month_start: `${String(row.invoice_date).slice(0, 7)}-01` }),
        (row) => ({ total: row.total, paid: row.paid, entries: row.entries, paid_entries: row.paid_entries }),
      ),
  },
];

function figuresOf(rows: Row[], figure: KeptFigure): Figures {
  const figures: Figures = new Map();
  for (const row of rows) {
    const key = JSON.stringify(figure.keys.map((column) => String(row[column])));
    const values = figure.values.map((column) => Number(row[column] ?? 0));
    const sum = figures.get(key) ?? figure.values.map(() => 0);
    figures.set(key, sum.map((value, index) => value + values[index]!));
  }
  for (const [key, values] of figures) if (values.every((value) => value === 0)) figures.delete(key);
  return figures;
}

/** One line per kept row that differs from its recount ("table key: kept [...] recounted [...]"); empty when all agree. */
export async function keptFigureMismatches(db: Db): Promise<string[]> {
  const mismatches: string[] = [];
  for (const figure of KEPT_FIGURES) {
    const kept = figuresOf((await db.selectFrom(figure.table).selectAll().execute()), figure);
    const recounted = figuresOf(await figure.recount(db), figure);
    const zeros = figure.values.map(() => 0);
    for (const key of new Set([...kept.keys(), ...recounted.keys()])) {
      const a = kept.get(key) ?? zeros;
      const b = recounted.get(key) ?? zeros;
      if (a.some((value, index) => value !== b[index])) {
        mismatches.push(`${figure.table} ${key}: kept ${JSON.stringify(a)}, recounted ${JSON.stringify(b)} (${figure.values.join(', ')})`);
      }
    }
  }
  return mismatches;
}

/**
 * Writes every kept figure again from its recount. For a test that seeds rows straight into the
 * tables (thousands of rows for a plan), which no writer counted; call it right after the seeding.
 */
export async function rebuildKeptFigures(db: Db): Promise<void> {
  for (const figure of KEPT_FIGURES) {
    const rows = [...figuresOf(await figure.recount(db), figure)].map(([key, values]) => {
      const row: Row = {};
      (JSON.parse(key) as string[]).forEach((value, index) => (row[figure.keys[index]!] = value));
      values.forEach((value, index) => (row[figure.values[index]!] = value));
      return row;
    });
    await db.deleteFrom(figure.table).execute();
    for (let start = 0; start < rows.length; start += 500) {
      await db.insertInto(figure.table).values(rows.slice(start, start + 500)).execute();
    }
  }
}
