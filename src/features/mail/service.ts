import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { OutboxStatus } from '../../db/tables/foundation.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { findOutboxEmail, listOutboxPage, requeue, type OutboxEmail } from './repository.js';

/**
 * A failed mail (or a sent one, to deliver it again) goes back into the queue, due now. A pending
 * one is already queued: 409. Mails that held a secret are deleted once sent or expired: 404.
 */
export async function resendMail(ctx: ServiceContext, id: number): Promise<OutboxEmail> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findOutboxEmail(trx, id);
    if (!before) throw new NotFoundError('Mail', id);
    if (before.status === 'pending') throw new ConflictError('The mail is already waiting to be sent.', 'mail_already_pending');
    await requeue(trx, id, now);
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: 'mail.resend',
      recordType: 'mail',
      recordId: id,
      changes: { status: { before: before.status, after: 'pending' }, attempts: { before: before.attempts, after: 0 } },
    });
    return (await findOutboxEmail(trx, id))!;
  });
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export function listOutbox(ctx: ServiceContext, filter: PageRequest & { status?: OutboxStatus }): Promise<Page<OutboxEmail>> {
  return listOutboxPage(ctx.db, filter);
}
