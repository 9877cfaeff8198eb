import type { Static } from 'typebox';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { bumpContentVersion } from '../../db/content-version.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import {
  deleteFaq as deleteFaqRow,
  findFaq,
  insertFaq,
  listFaqPage,
  listFaqsInOrder,
  setFaqSortOrders,
  updateFaq as updateFaqRow,
  type Faq,
} from './repository.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { CreateFaqRequest, UpdateFaqRequest } from './schemas.js';

const AUDITED: ChangeOptions = { ignore: ['id', 'createdAt'] };

export async function createFaq(ctx: ServiceContext, body: Static<typeof CreateFaqRequest>): Promise<Faq> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const faq = await insertFaq(
      trx,
      { question: body.question, answer: body.answer, category: body.category ?? null, sortOrder: body.sortOrder ?? 0, isPublished: body.isPublished ?? true },
      now,
    );
    await recordAudit(trx, ctx.actor, { at: now, operation: 'faq.create', recordType: 'faq', recordId: faq.id, changes: changedFields(null, faq, AUDITED) });
    // The public site's /faq shows published entries: its cached pages follow the content version.
    if (faq.isPublished) await bumpContentVersion(trx, now, ctx);
    return faq;
  });
}

export async function updateFaq(ctx: ServiceContext, id: number, body: Static<typeof UpdateFaqRequest>): Promise<Faq> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findFaq(trx, id);
    const after = before && (await updateFaqRow(trx, id, { ...body, category: body.category ?? null }, now));
    if (!before || !after) throw new NotFoundError('FAQ entry', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'faq.update', recordType: 'faq', recordId: id, changes: changedFields(before, after, AUDITED) });
    if (before.isPublished || after.isPublished) await bumpContentVersion(trx, now, ctx);
    return after;
  });
}

export async function deleteFaq(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findFaq(trx, id);
    if (!before || !(await deleteFaqRow(trx, id))) throw new NotFoundError('FAQ entry', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'faq.delete', recordType: 'faq', recordId: id, changes: changedFields(before, null, AUDITED) });
    if (before.isPublished) await bumpContentVersion(trx, now, ctx);
  });
}

/** Gaps of ten leave room for an entry placed by hand between two others. */
const ORDER_STEP = 10;

/**
 * Puts the whole list in the given order in one transaction: sortOrder 10, 20, 30…, written only
 * for the entries whose number changes, with one audit entry holding the order before and after.
 * A list that is not exactly the stored entries was read before someone added or deleted one:
 * applying it would place that entry arbitrarily, so it is refused.
 */
export async function reorderFaqs(ctx: ServiceContext, ids: readonly number[]): Promise<Faq[]> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await listFaqsInOrder(trx);
    const stored = new Set(before.map((faq) => faq.id));
    if (ids.length !== stored.size || ids.some((id) => !stored.has(id))) {
      throw new ConflictError('The FAQ changed since the list was read: reload it and move the entries again.', 'faq_order_stale');
    }
    const current = new Map(before.map((faq) => [faq.id, faq.sortOrder]));
    const moved = ids.map((id, index) => ({ id, sortOrder: (index + 1) * ORDER_STEP })).filter(({ id, sortOrder }) => current.get(id) !== sortOrder);
    await setFaqSortOrders(trx, moved, now);
    const after = await listFaqsInOrder(trx);
    const order = (faqs: Faq[]) => faqs.map((faq) => faq.id);
    if (moved.length > 0) {
      await recordAudit(trx, ctx.actor, { at: now, operation: 'faq.reorder', recordType: 'faq', changes: { order: { before: order(before), after: order(after) } } });
      await bumpContentVersion(trx, now, ctx);
    }
    return after;
  });
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export async function getFaq(ctx: ServiceContext, id: number): Promise<Faq> {
  const faq = await findFaq(ctx.db, id);
  if (!faq) throw new NotFoundError('FAQ entry', id);
  return faq;
}

export function listFaqs(ctx: ServiceContext, filter: PageRequest & { search?: string; category?: string; isPublished?: boolean }): Promise<Page<Faq>> {
  return listFaqPage(ctx.db, ctx.dialect, filter);
}
