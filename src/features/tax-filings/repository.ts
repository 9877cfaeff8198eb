import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { TaxFilingStatus, TaxFilingsTable } from '../../db/tables/tax-records.js';
import { camelized, columnsFrom } from '../../db/rows.js';
import { insertRecord, updateVisibleRecord } from '../../db/records.js';
import { whereGiven } from '../../db/filters.js';
import { toInstant } from '../../shared/dates.js';
import { fromMinorUnits, toMinorUnits } from '../../shared/money.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { openFilingsOfCurrentClients } from '../../shared/tax/open-work.js';
import type { DateWindow } from '../../shared/tax/upcoming.js';
import { clientNameOf } from '../../shared/clients/client-name.js';

type Db = Kysely<Database>;

export interface FilingInput {
  taxType: string;
  taxYear: number;
  period: string | null;
  status: TaxFilingStatus;
  dueDate: string | null;
  filedAt: string | null;
  amountDue: number | null;
  refundAmount: number | null;
  memo: string | null;
  assigneeUserId: number | null;
}

/** Statuses that say the return has gone to the tax office: they need the moment it went. */
export const FILED_STATUSES: readonly TaxFilingStatus[] = ['filed', 'accepted', 'rejected', 'amended'];

const columns = [
  'f.id',
  'f.client_id',
  clientNameOf('f.client_id'),
  'f.tax_type',
  'f.tax_year',
  'f.period',
  'f.status',
  'f.due_date',
  'f.filed_at',
  'f.amount_due',
  'f.refund_amount',
  'f.memo',
  'f.assignee_user_id',
  'f.created_at',
  'f.updated_at',
] as const;

/** Filings that are not deleted (deleted clients' filings included). */
function filings(db: Db) {
  return db.selectFrom('tax_filings as f').where('f.deleted_at', 'is', null);
}

type Row = Omit<Selectable<TaxFilingsTable>, 'deleted_at'> & { client_name: string };

const money = (minor: number | null) => (minor === null ? null : fromMinorUnits(minor));

function toFiling(row: Row) {
  return { ...camelized(row), amountDue: money(row.amount_due), refundAmount: money(row.refund_amount) };
}

export type FilingRecord = ReturnType<typeof toFiling>;

/** What a write sets as it is, besides the client. */
const written = ['taxType', 'taxYear', 'period', 'status', 'dueDate', 'memo', 'assigneeUserId'] as const;

function columnsOf(input: FilingInput) {
  return {
    ...columnsFrom(input, written),
    filed_at: input.filedAt === null ? null : toInstant(input.filedAt),
    amount_due: input.amountDue === null ? null : toMinorUnits(input.amountDue),
    refund_amount: input.refundAmount === null ? null : toMinorUnits(input.refundAmount),
  };
}

export async function findFiling(db: Db, id: number): Promise<FilingRecord | null> {
  const row = await filings(db).select(columns).where('f.id', '=', id).executeTakeFirst();
  return row ? toFiling(row) : null;
}

export async function insertFiling(db: Db, clientId: number, input: FilingInput, now: string): Promise<number> {
  return insertRecord(db, 'tax_filings', { client_id: clientId, ...columnsOf(input), created_at: now, updated_at: now });
}

export async function updateFiling(db: Db, id: number, input: FilingInput, now: string): Promise<boolean> {
  return updateVisibleRecord(db, 'tax_filings', id, { ...columnsOf(input), updated_at: now });
}

/** What open_work_counts follows of a filing. */
export interface FilingState {
  clientId: number;
  status: TaxFilingStatus;
  dueDate: string | null;
}

/**
 * Hides a filing (soft delete); answers its state as it was when hidden (for open_work_counts),
 * null when there is no such filing.
 */
export async function softDeleteFiling(db: Db, id: number, now: string): Promise<FilingState | null> {
  const row = await db
    .updateTable('tax_filings')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['client_id', 'status', 'due_date'])
    .executeTakeFirst();
  return row ? { clientId: row.client_id, status: row.status, dueDate: row.due_date } : null;
}

/**
 * A visible filing's state, its row locked until the transaction ends on PostgreSQL (SQLite runs
 * one write transaction at a time), so a concurrent change cannot slip in between this read and
 * the update that open_work_counts follows.
 */
export async function lockFilingState(db: Db, dialect: Dialect, id: number): Promise<FilingState | null> {
  let query = db.selectFrom('tax_filings').select(['client_id', 'status', 'due_date']).where('id', '=', id).where('deleted_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { clientId: row.client_id, status: row.status, dueDate: row.due_date } : null;
}

export interface ClientFilingFilter extends PageRequest {
  status?: TaxFilingStatus;
  taxYear?: number;
}

export interface FilingExportFilter {
  clientId?: number;
  status?: TaxFilingStatus;
  taxYear?: number;
}

/** Filings matching the filter, newest tax year first (a client's list and the export). */
function filteredFilings(db: Db, filter: FilingExportFilter) {
  const base = whereGiven(filings(db), [
    ['f.client_id', '=', filter.clientId],
    ['f.status', '=', filter.status],
    ['f.tax_year', '=', filter.taxYear],
  ]);
  return base.select(columns).orderBy('f.tax_year', 'desc').orderBy('f.id', 'desc');
}

/** A client's filings, newest tax year first. */
export async function listClientFilingsPage(db: Db, filter: ClientFilingFilter & { clientId: number }): Promise<Page<FilingRecord>> {
  return pageOf(filteredFilings(db, filter), filter, toFiling);
}

/** Every matching filing, read in chunks from a cursor: an export never holds them all. */
export async function* streamFilings(db: Db, filter: FilingExportFilter): AsyncGenerator<FilingRecord> {
  for await (const row of filteredFilings(db, filter).stream(500)) yield toFiling(row);
}

/** Open filings of current clients due in the window, soonest first. */
export async function listUpcomingPage(db: Db, window: DateWindow, page: PageRequest): Promise<Page<FilingRecord>> {
  const base = openFilingsOfCurrentClients(db)
    .where('f.due_date', '>=', window.from)
    .where('f.due_date', '<=', window.to);
  return pageOf(base.select(columns).orderBy('f.due_date').orderBy('f.id'), page, toFiling);
}
