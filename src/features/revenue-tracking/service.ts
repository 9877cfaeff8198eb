/**
 * Revenue tracking's rules and transactions: route -> service -> repository. Every write to an
 * entry also adds to its invoice date's row of revenue_daily_totals and its month's row of
 * revenue_monthly_totals in the same transaction: the totals and monthly reports (and the
 * dashboard) read those rows, never the entries.
 */
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { fromMinorUnits } from '../../shared/money.js';
import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { createAudited, deleteAudited, updateAudited } from '../../shared/audit/audited-writes.js';
import { listOfClient, requireVisibleClient } from '../../shared/clients/client-references.js';
import { requireContractOfClient } from '../../shared/contracts/contract-references.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { assertDateRange } from '../../shared/date-range.js';
import { toInstant } from '../../shared/dates.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Page } from '../../shared/paging.js';
import { issueInvoiceIn, renderInvoice, type RenderedInvoice } from '../../shared/invoices/invoice.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import * as repo from './repository.js';
import type { RevenueFilter, RevenueRecord } from './repository.js';
import type { CreateRequest, MarkPaidRequest, UpdateRequest } from './schemas.js';

const RECORD = 'revenue_entry';
const LABEL = 'Revenue entry';

export function createRevenue(ctx: ServiceContext, body: Static<typeof CreateRequest>): Promise<RevenueRecord> {
  if (body.dueDate && body.dueDate < body.invoiceDate) {
    throw ValidationError.field('dueDate', 'must not be before invoiceDate', 'invalid_range');
  }
  if (!body.isPaid && (body.paidAt || body.paymentMethod)) {
    throw ValidationError.field('isPaid', 'must be true when paidAt or paymentMethod is given', 'paid_fields_without_payment');
  }
  return createAudited(ctx, {
    record: RECORD,
    find: repo.findEntry,
    insert: async (trx, now) => {
      await requireVisibleClient(trx, body.clientId);
      const contractId = body.contractId ?? null;
      if (contractId !== null) await requireContractOfClient(trx, contractId, body.clientId);
      // The number of the invoice date's year, from the year's counter (gapless: see nextInvoiceNumber).
      const invoiceNumber = await repo.nextInvoiceNumber(trx, Number(body.invoiceDate.slice(0, 4)));
      const id = await repo.insertEntry(
        trx,
        {
          invoiceNumber,
          clientId: body.clientId,
          contractId,
          description: body.description,
          amount: body.amount,
          invoiceDate: body.invoiceDate,
          dueDate: body.dueDate ?? null,
          paidAt: body.isPaid ? toInstant(body.paidAt ?? now) : null,
          paymentMethod: body.paymentMethod ?? null,
        },
        now,
      );
      await assertWithinBound(ctx, trx);
      return id;
    },
  });
}

/** Refuses (rolling back) a write that takes the firm's revenue past the bound every report can sum exactly. */
async function assertWithinBound(ctx: ServiceContext, trx: Kysely<Database>): Promise<void> {
  if (await repo.revenueWithinBound(trx, ctx.dialect)) return;
  throw new ConflictError(
    `The firm's revenue entries together would pass ${fromMinorUnits(repo.MAX_REVENUE_TOTAL_MINOR)}, the most the reports can sum exactly.`,
    'revenue_total_limit',
  );
}

export async function getRevenue(ctx: ServiceContext, id: number): Promise<RevenueRecord> {
  const entry = await repo.findEntry(ctx.db, id);
  if (!entry) throw new NotFoundError(LABEL, id);
  return entry;
}

/** Marks an unpaid entry paid; the update is conditional, so of two payments exactly one lands. */
export async function markRevenuePaid(ctx: ServiceContext, id: number, body: Static<typeof MarkPaidRequest>): Promise<RevenueRecord> {
  const now = nowIso(ctx);
  const paidAt = toInstant(body.paidAt ?? now);
  const entry = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findEntry(trx, id);
    const paid = await repo.markPaid(trx, id, paidAt, body.paymentMethod, now);
    if (!paid) return null;
    const after = (await repo.findEntry(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${RECORD}.mark_paid`, recordType: RECORD, recordId: id, changes: changedFields(before, after) });
    return after;
  });
  if (entry) return entry;
  const existing = await repo.findEntry(ctx.db, id);
  if (!existing) throw new NotFoundError(LABEL, id);
  throw new ConflictError(`Revenue entry ${id} is already paid.`, 'revenue_already_paid', { paidAt: existing.paidAt });
}

/**
 * Corrects what was invoiced (description, amount, dates, contract); the client and the payment
 * stay. The kept totals lose the entry's old share and gain its new one in the same transaction.
 */
export function updateRevenue(ctx: ServiceContext, id: number, body: Static<typeof UpdateRequest>): Promise<RevenueRecord> {
  if (body.dueDate && body.dueDate < body.invoiceDate) {
    throw ValidationError.field('dueDate', 'must not be before invoiceDate', 'invalid_range');
  }
  const input = { contractId: body.contractId ?? null, description: body.description, amount: body.amount, invoiceDate: body.invoiceDate, dueDate: body.dueDate ?? null };
  return updateAudited(ctx, id, body, {
    record: RECORD,
    label: LABEL,
    find: repo.findEntry,
    echoes: { clientId: 'an entry stays with its client', isPaid: '/paid marks an entry paid or unpaid' },
    unchangedIf: input,
    write: async (trx, before, now) => {
      const share = await repo.lockEntryTotals(trx, ctx.dialect, id);
      if (!share) return false;
      if (input.contractId !== null && input.contractId !== before.contractId) await requireContractOfClient(trx, input.contractId, before.clientId);
      if (!(await repo.updateEntry(trx, id, share, input, now))) return false;
      if (input.amount > before.amount) await assertWithinBound(ctx, trx);
      return true;
    },
  });
}

/** Removes a mistaken entry; the kept totals lose its share. */
export function deleteRevenue(ctx: ServiceContext, id: number): Promise<void> {
  return deleteAudited(ctx, id, {
    record: RECORD,
    label: LABEL,
    find: repo.findEntry,
    remove: async (trx) => {
      const share = await repo.lockEntryTotals(trx, ctx.dialect, id);
      return share !== null && (await repo.deleteEntry(trx, id, share));
    },
  });
}

/** Takes back a payment marked by mistake: conditional like markRevenuePaid, so of two un-pays one lands. */
export async function markRevenueUnpaid(ctx: ServiceContext, id: number): Promise<RevenueRecord> {
  const now = nowIso(ctx);
  const entry = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findEntry(trx, id);
    const unpaid = await repo.markUnpaid(trx, id, now);
    if (!unpaid) return null;
    const after = (await repo.findEntry(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${RECORD}.mark_unpaid`, recordType: RECORD, recordId: id, changes: changedFields(before, after) });
    return after;
  });
  if (entry) return entry;
  if (!(await repo.findEntry(ctx.db, id))) throw new NotFoundError(LABEL, id);
  throw new ConflictError(`Revenue entry ${id} is not paid.`, 'revenue_not_paid');
}

export async function listRevenue(ctx: ServiceContext, filter: RevenueFilter): Promise<Page<RevenueRecord>> {
  assertDateRange(filter);
  return repo.listEntriesPage(ctx.db, filter);
}

/** The list's entries (same filters and order, every page), streamed for an export. */
export function exportRevenue(ctx: ServiceContext, filter: Omit<RevenueFilter, 'page' | 'pageSize'>): AsyncGenerator<RevenueRecord> {
  assertDateRange(filter);
  return repo.streamEntries(ctx.exportDb, filter);
}

/** A client's entries: 404 for a client that never existed (a deleted client's revenue stays listed). */
export async function listClientRevenue(ctx: ServiceContext, clientId: number, filter: Omit<RevenueFilter, 'clientId'>): Promise<Page<RevenueRecord>> {
  assertDateRange(filter);
  return listOfClient(ctx.db, clientId, filter, repo.listEntriesPage);
}

export async function listPendingRevenue(ctx: ServiceContext, filter: Parameters<typeof repo.listPendingPage>[1]): Promise<Page<RevenueRecord>> {
  return repo.listPendingPage(ctx.db, filter);
}

export async function totalRevenue(ctx: ServiceContext, range: { from?: string; to?: string }): Promise<repo.Sums> {
  assertDateRange(range);
  return repo.totals(ctx.db, range);
}

/** Twelve months of a year (the firm's current year by default). */
export async function monthlyRevenue(ctx: ServiceContext, year: number | undefined) {
  const chosen = year ?? Number(businessToday(ctx).slice(0, 4));
  return { year: chosen, months: await repo.monthlyTotals(ctx.db, chosen) };
}

/** The entry's invoice as a PDF in its client's language (src/shared/invoices: the portal opens the same one). */
export async function readRevenueInvoice(ctx: ServiceContext, id: number): Promise<RenderedInvoice> {
  return renderInvoice(ctx, id);
}

/** Mails the entry's client that their invoice is ready (src/shared/invoices) and keeps when, for the entry's readers. */
export async function issueRevenueInvoice(ctx: ServiceContext, id: number) {
  const now = nowIso(ctx);
  const issued = await ctx.db.transaction().execute(async (trx) => {
    const mailed = await issueInvoiceIn(ctx, trx, id, now);
    await repo.markInvoiceIssued(trx, id, now);
    return { ...mailed, issuedAt: now };
  });
  ctx.mailer.deliverSoon();
  return issued;
}
