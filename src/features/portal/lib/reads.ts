/** The client's lists (issue 32 item 5), each scoped to the signed-in client by its PortalScope, with the firm's labels (lib/labels.ts). */
import { today } from '../../../shared/dates.js';
import { fromMinorUnits } from '../../../shared/money.js';
import type { PageRequest } from '../../../shared/paging.js';
import type { PortalContext } from '../../../shared/portal/context.js';
import { NotFoundError } from '../../../shared/errors.js';
import { findOwnInvoice, listOwnDeadlinesPage, listOwnEngagementsPage, listOwnFilingsPage, listOwnInvoicesPage, outstandingOf, type PortalScope } from '../repository.js';
import { renderInvoice } from '../../../shared/invoices/invoice.js';
import { labelsFor } from './labels.js';

const scopeOf = (ctx: PortalContext): PortalScope => ({ db: ctx.db, clientId: ctx.clientId, statements: ctx.statements });

export async function readDeadlines(ctx: PortalContext, page: PageRequest) {
  const [result, labels] = await Promise.all([listOwnDeadlinesPage(scopeOf(ctx), page), labelsFor(ctx)]);
  const now = today(ctx.config.businessTimeZone, ctx.clock.now());
  return { ...result, items: result.items.map((item) => ({ ...item, taxTypeLabel: labels.taxType(item.taxType), overdue: item.dueDate < now })) };
}

export async function readFilings(ctx: PortalContext, page: PageRequest) {
  const [result, labels] = await Promise.all([listOwnFilingsPage(scopeOf(ctx), page), labelsFor(ctx)]);
  return { ...result, items: result.items.map((item) => ({ ...item, taxTypeLabel: labels.taxType(item.taxType), statusLabel: labels.filingStatus(item.status) })) };
}

export async function readEngagements(ctx: PortalContext, query: PageRequest & { letter?: 'waiting' }) {
  const [result, labels] = await Promise.all([listOwnEngagementsPage(scopeOf(ctx), query, { waitingLetters: query.letter === 'waiting' }), labelsFor(ctx)]);
  return {
    ...result,
    items: result.items.map((item) => ({
      ...item,
      serviceTypeLabel: labels.serviceType(item.serviceType),
      feeTypeLabel: labels.feeType(item.feeType),
      statusLabel: labels.contractStatus(item.status),
    })),
  };
}

export async function readInvoices(ctx: PortalContext, page: PageRequest) {
  const [result, outstanding] = await Promise.all([listOwnInvoicesPage(scopeOf(ctx), page), outstandingOf(scopeOf(ctx))]);
  return { ...result, totalOutstanding: fromMinorUnits(outstanding) };
}

/** One of the client's invoices: another client's id is 404, as a missing one. */
export async function readInvoice(ctx: PortalContext, id: number) {
  const invoice = await findOwnInvoice(scopeOf(ctx), id);
  if (!invoice) throw new NotFoundError('Invoice', id);
  return invoice;
}

/** One of the client's invoices as a PDF (src/shared/invoices): another client's id is 404, as a missing one. */
export async function readInvoicePdf(ctx: PortalContext, id: number) {
  return renderInvoice(ctx, id, ctx.clientId);
}
