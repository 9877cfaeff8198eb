/** Filing schedules' rules and transactions: route -> service -> repository. */
import type { Static } from 'typebox';
import type { Recurrence } from '../../db/tables/tax-records.js';
import { changedFields } from '../../shared/audit/changes.js';
import { createAudited, deleteAudited, updateAudited } from '../../shared/audit/audited-writes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { listOfClient, lockClientIfVisible, requireVisibleClientLocked } from '../../shared/clients/client-references.js';
import { requireAssignee } from '../../shared/tax/assignee.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { assertDateRange } from '../../shared/date-range.js';
import { addMonths, isSupportedDate } from '../../shared/dates.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import * as repo from './repository.js';
import type { ScheduleFilter, ScheduleRecord } from './repository.js';
import type { CreateScheduleRequest, UpdateScheduleRequest } from './schemas.js';

const RECORD = 'tax_filing_schedule';
const LABEL = 'Tax filing schedule';
const MONTHS: Record<Recurrence, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The due date of the schedule that follows one, clamped to month ends (Jan 31 monthly: Feb 28/29). */
export function nextDueDate(dueDate: string, recurrence: Recurrence): string {
  return addMonths(dueDate, MONTHS[recurrence]);
}

/**
 * The period label of the next occurrence when the label is one of the usual forms (2026,
 * 2026-11, 2026-Q4) matching the recurrence; otherwise null, for staff to fill in, since a
 * copied label would name the wrong period.
 */
export function nextPeriod(period: string, recurrence: Recurrence): string | null {
  const year = /^(\d{4})$/.exec(period);
  if (year && recurrence === 'yearly') return String(Number(year[1]) + 1);
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (month && recurrence === 'monthly') return addMonths(`${period}-01`, 1).slice(0, 7);
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter && recurrence === 'quarterly') {
    const index = Number(quarter[1]) * 4 + Number(quarter[2]) - 1 + 1;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  }
  return null;
}

/** A request body as the stored fields: what is left out becomes null. */
function scheduleInput(body: Static<typeof UpdateScheduleRequest>): Omit<repo.ScheduleInput, 'clientId'> {
  return {
    taxType: body.taxType,
    period: body.period ?? null,
    dueDate: body.dueDate,
    recurrence: body.recurrence ?? null,
    notes: body.notes ?? null,
    assigneeUserId: body.assigneeUserId ?? null,
  };
}

export function createSchedule(ctx: ServiceContext, body: Static<typeof CreateScheduleRequest>): Promise<ScheduleRecord> {
  return createAudited(ctx, {
    record: RECORD,
    find: repo.findSchedule,
    insert: async (trx, now) => {
      await requireVisibleClientLocked(trx, ctx.dialect, body.clientId);
      await requireAssignee(trx, body.assigneeUserId ?? null);
      // open_work_counts follows the row by triggers (migration 0036).
      return repo.insertSchedule(trx, { clientId: body.clientId, ...scheduleInput(body) }, now);
    },
  });
}

/**
 * Marks a pending schedule completed and, for a recurring one, creates the next, in one
 * transaction with the audit entries of both.
 */
export async function completeSchedule(ctx: ServiceContext, id: number): Promise<{ schedule: ScheduleRecord; nextSchedule: ScheduleRecord | null }> {
  const now = nowIso(ctx);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findSchedule(trx, id);
    // A deleted client's schedules can be completed too; a current client is held so that its
    // delete waits for this write (the counts' triggers, migration 0036).
    if (before) await lockClientIfVisible(trx, ctx.dialect, before.clientId);
    const claimed = await repo.claimPending(trx, id, now);
    if (!claimed) return null;
    let nextSchedule: ScheduleRecord | null = null;
    const dueDate = claimed.recurrence ? nextDueDate(claimed.due_date, claimed.recurrence) : null;
    // The series ends with the last supported year rather than storing a date past 9999-12-31.
    if (claimed.recurrence && dueDate && isSupportedDate(dueDate)) {
      const nextId = await repo.insertSchedule(
        trx,
        {
          clientId: claimed.client_id,
          taxType: claimed.tax_type,
          period: claimed.period === null ? null : nextPeriod(claimed.period, claimed.recurrence),
          dueDate,
          recurrence: claimed.recurrence,
          notes: claimed.notes,
          assigneeUserId: claimed.assignee_user_id,
        },
        now,
      );
      await repo.linkNextSchedule(trx, id, nextId);
      nextSchedule = (await repo.findSchedule(trx, nextId))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: `${RECORD}.create`, recordType: RECORD, recordId: nextId, changes: changedFields(null, nextSchedule) });
    }
    const schedule = (await repo.findSchedule(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${RECORD}.complete`, recordType: RECORD, recordId: id, changes: changedFields(before, schedule) });
    return { schedule, nextSchedule };
  });
  if (outcome) return outcome;
  const existing = await repo.findSchedule(ctx.db, id);
  if (!existing) throw new NotFoundError(LABEL, id);
  throw new ConflictError(`Schedule ${id} was already completed.`, 'schedule_already_completed', { completedAt: existing.completedAt });
}

/**
 * Replaces a schedule's fields; the client and the completion stay. A pending schedule of a
 * current client moves in the open-work counts from its old due date to its new one.
 */
export function updateSchedule(ctx: ServiceContext, id: number, body: Static<typeof UpdateScheduleRequest>): Promise<ScheduleRecord> {
  const input = scheduleInput(body);
  return updateAudited(ctx, id, body, {
    record: RECORD,
    label: LABEL,
    find: repo.findSchedule,
    echoes: { clientId: 'a schedule stays with its client', isCompleted: 'PUT .../complete completes a schedule' },
    unchangedIf: input,
    write: async (trx, before, now) => {
      if (input.assigneeUserId !== before.assigneeUserId) await requireAssignee(trx, input.assigneeUserId);
      await lockClientIfVisible(trx, ctx.dialect, before.clientId);
      return (await repo.lockScheduleState(trx, ctx.dialect, id)) !== null && (await repo.updateSchedule(trx, id, input, now));
    },
  });
}

/** Removes a mistaken schedule (the one it followed forgets it); a pending one leaves the counts. */
export function deleteSchedule(ctx: ServiceContext, id: number): Promise<void> {
  return deleteAudited(ctx, id, {
    record: RECORD,
    label: LABEL,
    find: repo.findSchedule,
    remove: async (trx, before) => {
      await lockClientIfVisible(trx, ctx.dialect, before.clientId);
      return (await repo.lockScheduleState(trx, ctx.dialect, id)) !== null && (await repo.deleteSchedule(trx, id));
    },
  });
}

/**
 * Undoes a completion: the schedule is pending again, and the successor the completion created is
 * removed, unless it was changed or completed since (409 schedule_next_in_use: that work is
 * someone's, undo it first).
 */
export async function reopenSchedule(ctx: ServiceContext, id: number): Promise<ScheduleRecord> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findSchedule(trx, id);
    if (!before) throw new NotFoundError(LABEL, id);
    await lockClientIfVisible(trx, ctx.dialect, before.clientId);
    const state = await repo.lockScheduleState(trx, ctx.dialect, id);
    if (!state) throw new NotFoundError(LABEL, id);
    if (!state.isCompleted) throw new ConflictError(`Schedule ${id} is not completed.`, 'schedule_not_completed');
    if (state.nextScheduleId !== null) {
      const next = await repo.lockScheduleState(trx, ctx.dialect, state.nextScheduleId);
      if (next && (next.isCompleted || !next.untouched)) {
        throw new ConflictError(`The schedule that followed ${id} was changed since.`, 'schedule_next_in_use', { nextScheduleId: state.nextScheduleId });
      }
      if (next) {
        const nextBefore = (await repo.findSchedule(trx, state.nextScheduleId))!;
        await repo.deleteSchedule(trx, state.nextScheduleId);
        await recordAudit(trx, ctx.actor, { at: now, operation: `${RECORD}.delete`, recordType: RECORD, recordId: state.nextScheduleId, changes: changedFields(nextBefore, null) });
      }
    }
    if (!(await repo.reopenCompleted(trx, id, now))) throw new ConflictError(`Schedule ${id} is not completed.`, 'schedule_not_completed');
    const after = (await repo.findSchedule(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${RECORD}.reopen`, recordType: RECORD, recordId: id, changes: changedFields(before, after) });
    return after;
  });
}

export async function getSchedule(ctx: ServiceContext, id: number): Promise<ScheduleRecord> {
  const schedule = await repo.findSchedule(ctx.db, id);
  if (!schedule) throw new NotFoundError(LABEL, id);
  return schedule;
}

export async function listSchedules(ctx: ServiceContext, filter: ScheduleFilter): Promise<Page<ScheduleRecord>> {
  assertDateRange(filter);
  return repo.listSchedulesPage(ctx.db, filter);
}

/** A client's schedules: 404 for a client that never existed (a deleted client's stay listed). */
export async function listClientSchedules(ctx: ServiceContext, clientId: number, filter: Omit<ScheduleFilter, 'clientId'>): Promise<Page<ScheduleRecord>> {
  return listOfClient(ctx.db, clientId, filter, repo.listSchedulesPage);
}

export async function listUpcomingSchedules(ctx: ServiceContext, days: number, page: PageRequest): Promise<Page<ScheduleRecord>> {
  return repo.listUpcomingPage(ctx.db, upcomingWindow(ctx, days), page);
}

export async function countPendingSchedules(ctx: ServiceContext): Promise<{ count: number }> {
  return { count: await repo.countPending(ctx.db) };
}
