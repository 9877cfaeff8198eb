/** The client's lists (issue 32 item 5), each scoped to the signed-in client by its PortalScope. */
import { today } from '../../../shared/dates.js';
import { fromMinorUnits } from '../../../shared/money.js';
import type { PageRequest } from '../../../shared/paging.js';
import type { PortalContext } from '../../../shared/portal/context.js';
import { listOwnDeadlinesPage, listOwnEngagementsPage, listOwnFilingsPage, listOwnInvoicesPage, outstandingOf, type PortalScope } from '../repository.js';

const scopeOf = (ctx: PortalContext): PortalScope => ({ db: ctx.db, clientId: ctx.clientId });

export async function readDeadlines(ctx: PortalContext, page: PageRequest) {
  const result = await listOwnDeadlinesPage(scopeOf(ctx), page);
  const now = today(ctx.config.businessTimeZone, ctx.clock.now());
  return { ...result, items: result.items.map((item) => ({ ...item, overdue: item.dueDate < now })) };
}

export const readFilings = (ctx: PortalContext, page: PageRequest) => listOwnFilingsPage(scopeOf(ctx), page);

export const readEngagements = (ctx: PortalContext, page: PageRequest) => listOwnEngagementsPage(scopeOf(ctx), page);

export async function readInvoices(ctx: PortalContext, page: PageRequest) {
  const [result, outstanding] = await Promise.all([listOwnInvoicesPage(scopeOf(ctx), page), outstandingOf(scopeOf(ctx))]);
  return { ...result, totalOutstanding: fromMinorUnits(outstanding) };
}
