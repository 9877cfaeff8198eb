import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContractStatus, ContractsTable, FeeType } from '../../db/tables/engagements.js';
import type { LetterStatus } from '../../db/tables/engagement-letters.js';
import { camelized, columnsFrom } from '../../db/rows.js';
import { findVisibleId, insertRecord, softDeleteRecord, updateVisibleRecord } from '../../db/records.js';
import { toInstant } from '../../shared/dates.js';
import { fromMinorUnits, toMinorUnits } from '../../shared/money.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { clientNameOf } from '../../shared/clients/client-name.js';

type Db = Kysely<Database>;

export interface ContractInput {
  title: string;
  contractNumber: string | null;
  serviceType: string | null;
  feeType: FeeType;
  feeAmount: number | null;
  startDate: string;
  endDate: string | null;
  status: ContractStatus;
  signedAt: string | null;
  notes: string | null;
}

const columns = [
  'c.id',
  'c.client_id',
  clientNameOf('c.client_id'),
  'c.title',
  'c.contract_number',
  'c.service_type',
  'c.fee_type',
  'c.fee_amount',
  'c.start_date',
  'c.end_date',
  'c.status',
  'c.signed_at',
  'c.notes',
  'c.created_at',
  'c.updated_at',
] as const;

/** Contracts that are not deleted (deleted clients' contracts included). */
function contracts(db: Db) {
  return db.selectFrom('contracts as c').where('c.deleted_at', 'is', null);
}

type Row = Omit<Selectable<ContractsTable>, 'deleted_at'> & { client_name: string };

function toContract(row: Row) {
  return { ...camelized(row), feeAmount: row.fee_amount === null ? null : fromMinorUnits(row.fee_amount) };
}

export type ContractRecord = ReturnType<typeof toContract>;

/** What a write sets as it is, besides the client. */
const written = ['title', 'contractNumber', 'serviceType', 'feeType', 'startDate', 'endDate', 'status', 'notes'] as const;

function columnsOf(input: ContractInput) {
  return {
    ...columnsFrom(input, written),
    fee_amount: input.feeAmount === null ? null : toMinorUnits(input.feeAmount),
    signed_at: input.signedAt === null ? null : toInstant(input.signedAt),
  };
}

export async function findContract(db: Db, id: number): Promise<ContractRecord | null> {
  const row = await contracts(db).select(columns).where('c.id', '=', id).executeTakeFirst();
  return row ? toContract(row) : null;
}

export async function contractIdWithNumber(db: Db, contractNumber: string): Promise<number | null> {
  return findVisibleId(db, 'contracts', 'contract_number', contractNumber);
}

export async function insertContract(db: Db, clientId: number, input: ContractInput, now: string): Promise<number> {
  return insertRecord(db, 'contracts', { client_id: clientId, ...columnsOf(input), created_at: now, updated_at: now });
}

export async function updateContract(db: Db, id: number, input: ContractInput, now: string): Promise<boolean> {
  return updateVisibleRecord(db, 'contracts', id, { ...columnsOf(input), updated_at: now });
}

export async function softDeleteContract(db: Db, id: number, now: string): Promise<boolean> {
  return softDeleteRecord(db, 'contracts', id, now);
}

export interface ContractFilter extends PageRequest {
  clientId?: number;
  status?: ContractStatus;
  from?: string;
  to?: string;
}

/** Newest start date first; from/to bound the start date, both included. */
export async function listContractsPage(db: Db, filter: ContractFilter): Promise<Page<ContractRecord>> {
  let base = contracts(db);
  if (filter.clientId !== undefined) base = base.where('c.client_id', '=', filter.clientId);
  if (filter.status) base = base.where('c.status', '=', filter.status);
  if (filter.from) base = base.where('c.start_date', '>=', filter.from);
  if (filter.to) base = base.where('c.start_date', '<=', filter.to);
  return pageOf(base.select(columns).orderBy('c.start_date', 'desc').orderBy('c.id', 'desc'), filter, toContract);
}

export interface LatestLetter {
  status: LetterStatus;
  sentAt: string;
}

/**
 * The newest engagement letter (withdrawn ones too: staff see that) of each of the contracts, in
 * one statement for a page of them: each contract's newest id by engagement_letters_contract_idx
 * (contract_id, id), never a scan of the firm's letters. Contracts without a letter are absent.
 */
export async function latestLettersOf(db: Db, contractIds: readonly number[]): Promise<Map<number, LatestLetter>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('engagement_letters as l')
    .select(['l.contract_id', 'l.status', 'l.sent_at'])
    .where('l.contract_id', 'in', contractIds)
    .where((eb) => eb('l.id', '=', eb.selectFrom('engagement_letters as newer').select((inner) => inner.fn.max('newer.id').as('id')).whereRef('newer.contract_id', '=', 'l.contract_id')))
    .execute();
  return new Map(rows.map((row) => [row.contract_id, { status: row.status, sentAt: row.sent_at }]));
}
