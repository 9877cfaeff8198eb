/**
 * The portal's reads (issue 32 items 4 and 5). Every function takes a PortalScope, the signed-in
 * client's id with the database, and filters by it: a query of the portal cannot be written
 * without naming whose affairs it reads. Only fields meant for the client are selected (no memo,
 * risk rating, staff note or assignee ever leaves).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LetterStatus } from '../../db/tables/engagement-letters.js';
import type { RevenueEntriesTable } from '../../db/tables/engagements.js';
import { readJson } from '../../db/sql-helpers.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { fromMinorUnits } from '../../shared/money.js';
import { pageOfFew, type OwnedList, type OwnedQuery, type PageRequest } from '../../shared/paging.js';
import type { CompiledStatements } from '../../db/compiled-statements.js';

export interface PortalScope {
  db: Kysely<Database>;
  clientId: number;
  /** Where the lists' statements are kept compiled (app.statements); absent, each is built per call. */
  statements?: CompiledStatements | undefined;
}

/** One of the client's lists for pageOfFew: the client's id goes in through `query(owner)` only. */
function ownList<O>(scope: PortalScope, key: string, query: OwnedQuery<O>): OwnedList<O> {
  return { db: scope.db, statements: scope.statements, key, owner: scope.clientId, query };
}

export interface OwnRecord {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  locale: Locale | null;
}

/** The signed-in client's own contact details; null once the client is deleted. */
export async function findOwnRecord(scope: PortalScope): Promise<OwnRecord | null> {
  const row = await scope.db
    .selectFrom('clients')
    .select(['name', 'email', 'phone', 'address', 'locale'])
    .where('id', '=', scope.clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The client's filings, newest tax year first (tax_filings_client_idx); no memo, no assignee. */
export function listOwnFilingsPage(scope: PortalScope, page: PageRequest) {
  const query = (clientId: number) =>
    scope.db
      .selectFrom('tax_filings')
      .select(['id', 'tax_type', 'tax_year', 'period', 'status', 'due_date', 'filed_at', 'amount_due', 'refund_amount'])
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .orderBy('tax_year', 'desc')
      .orderBy('id', 'desc');
  return pageOfFew(ownList(scope, 'portal.filings', query), page, (row) => ({
    id: row.id,
    taxType: row.tax_type,
    taxYear: row.tax_year,
    period: row.period,
    status: row.status,
    dueDate: row.due_date,
    filedAt: row.filed_at,
    amountDue: row.amount_due === null ? null : fromMinorUnits(row.amount_due),
    refundAmount: row.refund_amount === null ? null : fromMinorUnits(row.refund_amount),
  }));
}

/**
 * The client's engagements (contracts), latest start first (contracts_client_idx); no notes. Each
 * carries its newest letter that is not withdrawn, read per row of the page by
 * engagement_letters_contract_idx (a join would let PostgreSQL hash every letter of the firm);
 * `waitingLetters` keeps only those whose letter waits for a signature: at most one letter per
 * contract is open, and it is the newest (engagement_letters_one_open answers the test).
 */
export function listOwnEngagementsPage(scope: PortalScope, page: PageRequest, filter: { waitingLetters?: boolean } = {}) {
  const query = (clientId: number) => {
    const contracts = scope.db
      .selectFrom('contracts')
      .select(['id', 'title', 'contract_number', 'service_type', 'fee_type', 'fee_amount', 'start_date', 'end_date', 'status', 'signed_at'])
      .select((eb) => {
        const newest = eb
          .selectFrom('engagement_letters as newest')
          .whereRef('newest.contract_id', '=', 'contracts.id')
          .where('newest.status', '<>', 'withdrawn')
          .orderBy('newest.id', 'desc')
          .limit(1);
        return [newest.select('newest.status').as('letter_status'), newest.select('newest.sent_at').as('letter_sent_at')];
      })
      .where('contracts.client_id', '=', clientId)
      .where('contracts.deleted_at', 'is', null);
    const listed = filter.waitingLetters
      ? contracts.where((eb) => eb.exists(eb.selectFrom('engagement_letters as open').select('open.id').whereRef('open.contract_id', '=', 'contracts.id').where('open.status', 'in', ['sent', 'viewed'])))
      : contracts;
    return listed.orderBy('start_date', 'desc').orderBy('contracts.id', 'desc');
  };
  const key = filter.waitingLetters ? 'portal.engagements.waiting' : 'portal.engagements';
  return pageOfFew(ownList(scope, key, query), page, (row) => ({
    id: row.id,
    title: row.title,
    contractNumber: row.contract_number,
    serviceType: row.service_type,
    feeType: row.fee_type,
    feeAmount: row.fee_amount === null ? null : fromMinorUnits(row.fee_amount),
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    signedAt: row.signed_at,
    // The subqueries skip withdrawn letters.
    letter: row.letter_status === null || row.letter_sent_at === null ? null : { status: row.letter_status as Exclude<LetterStatus, 'withdrawn'>, sentAt: row.letter_sent_at },
  }));
}

const invoiceColumns = ['id', 'invoice_number', 'description', 'amount', 'invoice_date', 'due_date', 'is_paid', 'paid_at'] as const;

type InvoiceRow = Pick<Selectable<RevenueEntriesTable>, (typeof invoiceColumns)[number]>;

const toInvoice = (row: InvoiceRow) => ({
  id: row.id,
  invoiceNumber: row.invoice_number!,
  description: row.description,
  amount: fromMinorUnits(row.amount),
  invoiceDate: row.invoice_date,
  dueDate: row.due_date,
  isPaid: Boolean(row.is_paid),
  paidAt: row.paid_at,
});

/** The client's invoices (revenue entries), latest first (revenue_client_idx); no payment method. */
export function listOwnInvoicesPage(scope: PortalScope, page: PageRequest) {
  const query = (clientId: number) => scope.db.selectFrom('revenue_entries').select(invoiceColumns).where('client_id', '=', clientId).orderBy('invoice_date', 'desc').orderBy('id', 'desc');
  return pageOfFew(ownList(scope, 'portal.invoices', query), page, toInvoice);
}

/** One of the client's invoices, as the list shows it (a to-do's link to one past the list's first page); null for another client's. */
export async function findOwnInvoice(scope: PortalScope, id: number) {
  const row = await scope.db.selectFrom('revenue_entries').select(invoiceColumns).where('id', '=', id).where('client_id', '=', scope.clientId).executeTakeFirst();
  return row ? toInvoice(row) : null;
}

/** What the client still owes: the sum of their unpaid entries, in minor units. */
export async function outstandingOf(scope: PortalScope): Promise<number> {
  const row = await scope.db
    .selectFrom('revenue_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('client_id', '=', scope.clientId)
    .where('is_paid', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The client's open deadlines: pending filing schedules and filings not yet filed that have a due
 * date, one list by due date (so the overdue come first), paged in SQL over the union.
 */
export function listOwnDeadlinesPage(scope: PortalScope, page: PageRequest) {
  const query = (clientId: number) => {
    const schedules = scope.db
      .selectFrom('tax_filing_schedules')
      .select([sql<string>`'schedule'`.as('kind'), 'id', 'tax_type', 'period', 'due_date'])
      .where('client_id', '=', clientId)
      .where('is_completed', '=', false);
    const filings = scope.db
      .selectFrom('tax_filings')
      // Not null by the filter below; said so for the union's type.
      .select([sql<string>`'filing'`.as('kind'), 'id', 'tax_type', 'period', sql<string>`due_date`.as('due_date')])
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .where('status', 'in', ['draft', 'in_progress'])
      .where('due_date', 'is not', null);
    return scope.db.selectFrom(schedules.unionAll(filings).as('deadline')).selectAll().orderBy('due_date').orderBy('kind', 'desc').orderBy('id');
  };
  return pageOfFew(ownList(scope, 'portal.deadlines', query), page, (row) => ({
    kind: row.kind as 'schedule' | 'filing',
    id: row.id,
    taxType: row.tax_type,
    period: row.period,
    dueDate: String(row.due_date),
  }));
}

export interface CodeLabel {
  group: string;
  value: string;
  name: string;
  /** attributes.labels of the common code: its words per language ({ en, ko }), where the firm gave them. */
  labels: Partial<Record<Locale, string>>;
}

/**
 * The firm's words for the codes the portal shows (tax types, services): common codes of the
 * groups, active or not (an old record keeps its label). Not the client's data, so no scope; the
 * firm's pick lists are short (tens of codes).
 */
export async function listCodeLabels(db: Kysely<Database>, groups: readonly string[]): Promise<CodeLabel[]> {
  const rows = await db.selectFrom('common_codes').select(['code_group', 'code_value', 'name', 'attributes']).where('code_group', 'in', groups).execute();
  return rows.map((row) => {
    const attributes = readJson<Record<string, unknown> | null>(row.attributes);
    const labels = attributes && typeof attributes.labels === 'object' && attributes.labels !== null ? (attributes.labels as Partial<Record<Locale, string>>) : {};
    return { group: row.code_group, value: row.code_value, name: row.name, labels };
  });
}
