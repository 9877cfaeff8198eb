/** Tax filings' rules and transactions: route -> service -> repository. */
import type { Static } from 'typebox';
import { createAudited, deleteAudited, updateAudited } from '../../shared/audit/audited-writes.js';
import { listOfClient, lockClientIfVisible, requireVisibleClientLocked } from '../../shared/clients/client-references.js';
import type { ServiceContext } from '../../shared/context.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { requireAssignee } from '../../shared/tax/assignee.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import * as repo from './repository.js';
import { FILED_STATUSES, type ClientFilingFilter, type FilingExportFilter, type FilingInput, type FilingRecord } from './repository.js';
import type { CreateFilingRequest, UpdateFilingRequest } from './schemas.js';

const RECORD = 'tax_filing';

/** A request body as the stored fields, after the rule that a filed return says when it was filed. */
function filingInput(body: Omit<Static<typeof CreateFilingRequest>, 'clientId'>): FilingInput {
  const input: FilingInput = {
    taxType: body.taxType,
    taxYear: body.taxYear,
    period: body.period ?? null,
    status: body.status ?? 'draft',
    dueDate: body.dueDate ?? null,
    filedAt: body.filedAt ?? null,
    amountDue: body.amountDue ?? null,
    refundAmount: body.refundAmount ?? null,
    memo: body.memo ?? null,
    assigneeUserId: body.assigneeUserId ?? null,
  };
  if (FILED_STATUSES.includes(input.status) && input.filedAt === null) {
    throw ValidationError.field('filedAt', `is required when status is ${input.status}`, 'filed_at_required');
  }
  return input;
}

export async function createFiling(ctx: ServiceContext, body: Static<typeof CreateFilingRequest>): Promise<FilingRecord> {
  const { clientId, ...fields } = body;
  const input = filingInput(fields);
  return createAudited(ctx, {
    record: RECORD,
    find: repo.findFiling,
    insert: async (trx, now) => {
      await requireVisibleClientLocked(trx, ctx.dialect, clientId);
      await requireAssignee(trx, input.assigneeUserId);
      // open_work_counts follows the row by triggers (migration 0036).
      return repo.insertFiling(trx, clientId, input, now);
    },
  });
}

/** Replaces a filing's fields, status included; its client stays (clientId may be echoed, not changed), computed fields are ignored. */
export async function updateFiling(ctx: ServiceContext, id: number, body: Static<typeof UpdateFilingRequest>): Promise<FilingRecord> {
  const input = filingInput(body);
  return updateAudited(ctx, id, body, {
    record: RECORD,
    label: 'Tax filing',
    find: repo.findFiling,
    echoes: { clientId: 'a filing stays with its client' },
    write: async (trx, before, now) => {
      if (input.assigneeUserId !== before.assigneeUserId) await requireAssignee(trx, input.assigneeUserId);
      // The client before the filing, in the order every write takes them (no lock cycle): a
      // concurrent client delete waits, and its trigger then counts this write's result.
      await lockClientIfVisible(trx, ctx.dialect, before.clientId);
      return (await repo.lockFilingState(trx, ctx.dialect, id)) !== null && (await repo.updateFiling(trx, id, input, now));
    },
  });
}

export function deleteFiling(ctx: ServiceContext, id: number): Promise<void> {
  return deleteAudited(ctx, id, {
    record: RECORD,
    label: 'Tax filing',
    find: repo.findFiling,
    remove: async (trx, before, now) => {
      await lockClientIfVisible(trx, ctx.dialect, before.clientId);
      return (await repo.softDeleteFiling(trx, id, now)) !== null;
    },
  });
}

export async function getFiling(ctx: ServiceContext, id: number): Promise<FilingRecord> {
  const filing = await repo.findFiling(ctx.db, id);
  if (!filing) throw new NotFoundError('Tax filing', id);
  return filing;
}

/** A client's filings: 404 for a client that never existed (a deleted client's stay listed). */
export async function listClientFilings(ctx: ServiceContext, clientId: number, filter: ClientFilingFilter): Promise<Page<FilingRecord>> {
  return listOfClient(ctx.db, clientId, filter, repo.listClientFilingsPage);
}

export async function listUpcomingFilings(ctx: ServiceContext, days: number, page: PageRequest): Promise<Page<FilingRecord>> {
  return repo.listUpcomingPage(ctx.db, upcomingWindow(ctx, days), page);
}

/** Every filing the export asks for (the route streams them as CSV), on the export pool. */
export function streamFilings(ctx: ServiceContext, filter: FilingExportFilter): AsyncGenerator<FilingRecord> {
  return repo.streamFilings(ctx.exportDb, filter);
}
