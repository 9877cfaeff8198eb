import type { Static } from 'typebox';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { NotFoundError } from '../../shared/errors.js';
import { deleteFaq as deleteFaqRow, findFaq, insertFaq, updateFaq as updateFaqRow, type Faq } from './repository.js';
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
    return after;
  });
}

export async function deleteFaq(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findFaq(trx, id);
    if (!before || !(await deleteFaqRow(trx, id))) throw new NotFoundError('FAQ entry', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'faq.delete', recordType: 'faq', recordId: id, changes: changedFields(before, null, AUDITED) });
  });
}
