import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RevenueEntriesTable } from '../../db/tables/engagements.js';
import { camelized } from '../../db/rows.js';
import { deleteRecord, insertRecord, updateRecord } from '../../db/records.js';
import type { Dialect } from '../../db/database.js';
import { whereGiven } from '../../db/filters.js';
import { fromMinorUnits, toMinorUnits } from '../../shared/money.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { clientNameOf } from '../../shared/clients/client-name.js';

type Db = Kysely<Database>;

export interface RevenueInput {
  clientId: number;
  contractId: number | null;
  description: string;
  amount: number;
  invoiceDate: string;
  dueDate: string | null;
  paidAt: string | null;
  paymentMethod: string | null;
}

/** An invoice number as shown: the year, then the number in at least four digits (2027-0001). */
function formatInvoiceNumber(year: number, n: number): string {
  return `${year}-${String(n).padStart(4, '0')}`;
}

/**
 * The next number of an invoice year, counted in invoice_sequences (migration 0042). The
 * increment is one upsert in the caller's transaction: on PostgreSQL it keeps the year's row
 * locked until the commit, so concurrent creations take turns and a rollback gives the number
 * back; SQLite has one writer at a time. Gapless as long as the creating transaction commits.
 */
export async function nextInvoiceNumber(db: Db, year: number): Promise<string> {
  const row = await db
    .insertInto('invoice_sequences')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`${sql.ref('invoice_sequences.last_number')} + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(year, row.last_number);
}

export type RevenueRecord = ReturnType<typeof toEntry>;

export interface Sums {
  total: number;
  paid: number;
  pending: number;
  count: number;
}

const columns = [
  'r.id',
  'r.client_id',
  clientNameOf('r.client_id'),
  'r.contract_id',
  'r.description',
  'r.amount',
  'r.invoice_date',
  'r.due_date',
  'r.is_paid',
  'r.paid_at',
  'r.payment_method',
  'r.invoice_number',
  'r.invoice_issued_at',
  'r.created_at',
  'r.updated_at',
] as const;

/** Every entry: money earned counts whether or not the client is deleted. */
function entries(db: Db) {
  return db.selectFrom('revenue_entries as r');
}

type Row = Selectable<RevenueEntriesTable> & { client_name: string };

function toEntry(row: Row) {
  // Every entry has a number since migration 0042 (it numbered the older ones).
  return { ...camelized(row), amount: fromMinorUnits(row.amount), invoiceNumber: row.invoice_number! };
}

export async function findEntry(db: Db, id: number): Promise<RevenueRecord | null> {
  const row = await entries(db).select(columns).where('r.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Inserts an entry and adds it to the daily and monthly totals (the one path that does). */
export async function insertEntry(db: Db, input: RevenueInput & { invoiceNumber: string }, now: string): Promise<number> {
  const id = await insertRecord(db, 'revenue_entries', {
    invoice_number: input.invoiceNumber,
    client_id: input.clientId,
    contract_id: input.contractId,
    description: input.description,
    amount: toMinorUnits(input.amount),
    invoice_date: input.invoiceDate,
    due_date: input.dueDate,
    is_paid: input.paidAt !== null,
    paid_at: input.paidAt,
    payment_method: input.paymentMethod,
    created_at: now,
    updated_at: now,
  });
  const paid = input.paidAt !== null;
  await addToRevenueTotals(db, { invoiceDate: input.invoiceDate, total: input.amount, paid: paid ? input.amount : 0, entries: 1, paidEntries: paid ? 1 : 0 });
  return id;
}

/**
 * Marks an unpaid entry paid and adds it to the paid totals of its day and month; null when there
 * is no unpaid entry with the id (conditional, so two payments cannot both land or both count).
 */
export async function markPaid(
  db: Db,
  id: number,
  paidAt: string,
  paymentMethod: string | undefined,
  now: string,
): Promise<{ amount: number; invoiceDate: string } | null> {
  const row = await db
    .updateTable('revenue_entries')
    .set({
      is_paid: true,
      paid_at: paidAt,
      ...(paymentMethod === undefined ? {} : { payment_method: paymentMethod }),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('is_paid', '=', false)
    .returning(['amount', 'invoice_date'])
    .executeTakeFirst();
  if (!row) return null;
  const paid = { amount: fromMinorUnits(row.amount), invoiceDate: row.invoice_date };
  await addToRevenueTotals(db, { invoiceDate: paid.invoiceDate, total: 0, paid: paid.amount, entries: 0, paidEntries: 1 });
  return paid;
}

/** What an entry adds to the kept totals, read and (on PostgreSQL) locked until the commit, so concurrent writes count from each other's result. */
export async function lockEntryTotals(db: Db, dialect: Dialect, id: number): Promise<TotalsShare | null> {
  let query = db.selectFrom('revenue_entries').select(['amount', 'invoice_date', 'is_paid']).where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { invoiceDate: row.invoice_date, amount: fromMinorUnits(row.amount), isPaid: row.is_paid } : null;
}

export interface TotalsShare {
  invoiceDate: string;
  amount: number;
  isPaid: boolean;
}

/** The change to the kept totals of adding (sign 1) or taking out (-1) an entry's share. */
function totalsChange(share: TotalsShare, sign: 1 | -1) {
  return {
    invoiceDate: share.invoiceDate,
    total: sign * share.amount,
    paid: share.isPaid ? sign * share.amount : 0,
    entries: sign,
    paidEntries: share.isPaid ? sign : 0,
  };
}

/**
 * Corrects an entry whose share of the totals is `share` (read with lockEntryTotals in the same
 * transaction): the totals lose the old share and gain the new one; false when there is no entry.
 */
export async function updateEntry(
  db: Db,
  id: number,
  share: TotalsShare,
  input: Omit<RevenueInput, 'clientId' | 'paidAt' | 'paymentMethod'>,
  now: string,
): Promise<boolean> {
  const updated = await updateRecord(db, 'revenue_entries', id, {
    contract_id: input.contractId,
    description: input.description,
    amount: toMinorUnits(input.amount),
    invoice_date: input.invoiceDate,
    due_date: input.dueDate,
    updated_at: now,
  });
  if (!updated) return false;
  await addToRevenueTotals(db, totalsChange(share, -1));
  await addToRevenueTotals(db, totalsChange({ ...share, amount: input.amount, invoiceDate: input.invoiceDate }, 1));
  return true;
}

/**
 * The bound of the firm's whole revenue, in minor units: 2^52. Amounts are positive, so every sum a
 * report reads (a day, a month, a range, the unpaid part, a client's) is at most the sum of all
 * entries, and stays an exact integer below 2^53 on both databases (PostgreSQL's int8 reader
 * refuses more; SQLite would round). The margin up to 2^53 is four more of the largest entries.
 */
export const MAX_REVENUE_TOTAL_MINOR = 2 ** 52;

// Any number: PostgreSQL advisory locks are per database; this one serializes the bound's check.
const REVENUE_BOUND_LOCK = 7_402_651_201;

/**
 * Whether the firm's revenue, with this transaction's writes, is within MAX_REVENUE_TOTAL_MINOR.
 * Call it after a write that adds to the totals, before the commit. On PostgreSQL the check is
 * serialized (a transaction lock held to the commit), so two writes checking at once cannot both
 * pass on a sum that together they exceed; SQLite has one writer at a time anyway.
 */
export async function revenueWithinBound(db: Db, dialect: Dialect): Promise<boolean> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${REVENUE_BOUND_LOCK})`.execute(db);
  // A row per month; sum(bigint) is numeric on PostgreSQL (a string, exact), so reading it never throws.
  const row = await db.selectFrom('revenue_monthly_totals').select(sql<string | number>`coalesce(sum(total), 0)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) <= MAX_REVENUE_TOTAL_MINOR;
}

/** Deletes an entry whose share of the totals is `share` (see updateEntry) and takes it out of them; false when there is none. */
export async function deleteEntry(db: Db, id: number, share: TotalsShare): Promise<boolean> {
  if (!(await deleteRecord(db, 'revenue_entries', id))) return false;
  await addToRevenueTotals(db, totalsChange(share, -1));
  return true;
}

/** Keeps when the entry's invoice was last issued; not a change of the entry (updated_at stays, the PDF's bytes too). */
export async function markInvoiceIssued(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('revenue_entries').set({ invoice_issued_at: now }).where('id', '=', id).execute();
}

/** Marks a paid entry unpaid (payment date and method cleared) and takes it out of the paid totals; null when there is no paid entry with the id. */
export async function markUnpaid(db: Db, id: number, now: string): Promise<{ amount: number; invoiceDate: string } | null> {
  const row = await db
    .updateTable('revenue_entries')
    .set({ is_paid: false, paid_at: null, payment_method: null, updated_at: now })
    .where('id', '=', id)
    .where('is_paid', '=', true)
    .returning(['amount', 'invoice_date'])
    .executeTakeFirst();
  if (!row) return null;
  const unpaid = { amount: fromMinorUnits(row.amount), invoiceDate: row.invoice_date };
  await addToRevenueTotals(db, { invoiceDate: unpaid.invoiceDate, total: 0, paid: -unpaid.amount, entries: 0, paidEntries: -1 });
  return unpaid;
}

/** An upsert's update of a totals row (daily or monthly): each kept sum plus the proposed row's. */
function addedSums(table: 'revenue_daily_totals' | 'revenue_monthly_totals') {
  const added = (column: 'total' | 'paid' | 'entries' | 'paid_entries') => sql<number>`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  return { total: added('total'), paid: added('paid'), entries: added('entries'), paid_entries: added('paid_entries') };
}

/**
 * Adds to the totals of an entry's invoice date and of its month (amounts in currency units, as
 * the API takes them), creating the rows on the first entry of the day or month. The increments
 * happen in the database, so concurrent writes add up instead of overwriting each other; every
 * write takes the day's row before the month's, so two writes never wait for each other in a cycle.
 */
async function addToRevenueTotals(
  db: Db,
  change: { invoiceDate: string; total: number; paid: number; entries: number; paidEntries: number },
): Promise<void> {
  const sums = {
    total: toMinorUnits(change.total),
    paid: toMinorUnits(change.paid),
    entries: change.entries,
    paid_entries: change.paidEntries,
  };
  await db
    .insertInto('revenue_daily_totals')
    .values({ invoice_date: change.invoiceDate, ...sums })
    .onConflict((oc) => oc.column('invoice_date').doUpdateSet(addedSums('revenue_daily_totals')))
    .execute();
  await db
    .insertInto('revenue_monthly_totals')
    .values({ month_start: `${change.invoiceDate.slice(0, 7)}-01`, ...sums })
    .onConflict((oc) => oc.column('month_start').doUpdateSet(addedSums('revenue_monthly_totals')))
    .execute();
}

export interface RevenueFilter extends PageRequest {
  clientId?: number;
  isPaid?: boolean;
  from?: string;
  to?: string;
}

/**
 * How many entries match a filter without a client, from the kept totals: without a date range a
 * row per month (summing the 1,100 days of three years cost 30 µs a page on SQLite against 6),
 * else a row per invoice date in the range, however many entries it holds.
 */
async function countFromTotals(db: Db, filter: { isPaid?: boolean; from?: string; to?: string }): Promise<number> {
  const counted = filter.isPaid === undefined ? sql`entries` : filter.isPaid ? sql`paid_entries` : sql`entries - paid_entries`;
  const n = sql<string | number>`coalesce(sum(${counted}), 0)`.as('n');
  if (!filter.from && !filter.to) return Number((await db.selectFrom('revenue_monthly_totals').select(n).executeTakeFirstOrThrow()).n);
  let query = db.selectFrom('revenue_daily_totals').select(n);
  if (filter.from) query = query.where('invoice_date', '>=', filter.from);
  if (filter.to) query = query.where('invoice_date', '<=', filter.to);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Entries matching the filter, newest invoice first (list and export). */
function filteredEntries(db: Db, filter: Omit<RevenueFilter, 'page' | 'pageSize'>) {
  const base = whereGiven(entries(db), [
    ['r.client_id', '=', filter.clientId],
    ['r.is_paid', '=', filter.isPaid],
    ['r.invoice_date', '>=', filter.from],
    ['r.invoice_date', '<=', filter.to],
  ]);
  return base.select(columns).orderBy('r.invoice_date', 'desc').orderBy('r.id', 'desc');
}

/** Without a client, the count comes from the kept totals; a client's entries are counted on its index. */
export async function listEntriesPage(db: Db, filter: RevenueFilter): Promise<Page<RevenueRecord>> {
  const query = filteredEntries(db, filter);
  if (filter.clientId !== undefined) return pageOf(query, filter, toEntry);
  return pageOf(query, filter, toEntry, () => countFromTotals(db, filter));
}

/** Every matching entry, read in chunks from a cursor: an export never holds them all. */
export async function* streamEntries(db: Db, filter: Omit<RevenueFilter, 'page' | 'pageSize'>): AsyncGenerator<RevenueRecord> {
  for await (const row of filteredEntries(db, filter).stream(500)) yield toEntry(row);
}

/** Unpaid entries, the oldest due date first (entries without one last). */
export async function listPendingPage(db: Db, filter: PageRequest & { clientId?: number }): Promise<Page<RevenueRecord>> {
  const base = whereGiven(entries(db).where('r.is_paid', '=', false), [['r.client_id', '=', filter.clientId]]);
  const query = base
    .select(columns)
    // The very expressions of revenue_pending_order_idx, so the index yields the order.
    .orderBy(sql`(r.due_date is null)`)
    .orderBy('r.due_date')
    .orderBy('r.invoice_date')
    .orderBy('r.id');
  if (filter.clientId !== undefined) return pageOf(query, filter, toEntry);
  return pageOf(query, filter, toEntry, () => countFromTotals(db, { isPaid: false }));
}

/** total, paid and pending in minor units and the count, from the daily or monthly totals (a row per day or month, not per entry). */
const sumColumns = [
  sql<string | number>`coalesce(sum(total), 0)`.as('total'),
  sql<string | number>`coalesce(sum(paid), 0)`.as('paid'),
  sql<string | number>`coalesce(sum(entries), 0)`.as('count'),
] as const;

function toSums(row: { total: string | number; paid: string | number; count: string | number } | undefined): Sums {
  // PostgreSQL's sum(bigint) is numeric (a string here): exact, converted once.
  const total = Number(row?.total ?? 0);
  const paid = Number(row?.paid ?? 0);
  return { total: fromMinorUnits(total), paid: fromMinorUnits(paid), pending: fromMinorUnits(total - paid), count: Number(row?.count ?? 0) };
}

/** All time: a row per month; a range: a row per day of it. */
export async function totals(db: Db, range: { from?: string; to?: string }): Promise<Sums> {
  if (!range.from && !range.to) return toSums(await db.selectFrom('revenue_monthly_totals').select(sumColumns).executeTakeFirst());
  let query = db.selectFrom('revenue_daily_totals');
  if (range.from) query = query.where('invoice_date', '>=', range.from);
  if (range.to) query = query.where('invoice_date', '<=', range.to);
  return toSums(await query.select(sumColumns).executeTakeFirst());
}

/** Twelve rows, one per month of the year by invoice date (the year's rows of the monthly totals), zeros where nothing was invoiced. */
export async function monthlyTotals(db: Db, year: number): Promise<Array<Sums & { month: number }>> {
  const rows = await db
    .selectFrom('revenue_monthly_totals')
    .select(['month_start', 'total', 'paid', 'entries as count'])
    .where('month_start', '>=', `${year}-01-01`)
    .where('month_start', '<=', `${year}-12-01`)
    .execute();
  const byMonth = new Map(rows.map((row) => [Number(row.month_start.slice(5, 7)), row]));
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...toSums(byMonth.get(index + 1)) }));
}
