/** Consulting activities' rules and transactions: route -> service -> repository. */
import type { Static } from 'typebox';
import { createAudited, deleteAudited, updateAudited } from '../../shared/audit/audited-writes.js';
import { listOfClient, requireVisibleClient } from '../../shared/clients/client-references.js';
import { requireContractOfClient } from '../../shared/contracts/contract-references.js';
import type { ServiceContext } from '../../shared/context.js';
import { assertDateRange } from '../../shared/date-range.js';
import { NotFoundError } from '../../shared/errors.js';
import type { Page } from '../../shared/paging.js';
import * as repo from './repository.js';
import type { ActivityFilter, ActivityInput, ActivityRecord } from './repository.js';
import type { CreateActivityRequest, UpdateActivityRequest } from './schemas.js';

const RECORD = 'consulting_activity';

function activityInput(body: Omit<Static<typeof CreateActivityRequest>, 'clientId'>): ActivityInput {
  return {
    contractId: body.contractId ?? null,
    activityDate: body.activityDate,
    activityType: body.activityType,
    subject: body.subject,
    notes: body.notes ?? null,
    durationMinutes: body.durationMinutes ?? null,
    consultant: body.consultant ?? null,
    billable: body.billable ?? true,
  };
}

export async function createActivity(ctx: ServiceContext, body: Static<typeof CreateActivityRequest>): Promise<ActivityRecord> {
  const { clientId, ...fields } = body;
  const input = activityInput(fields);
  return createAudited(ctx, {
    record: RECORD,
    find: repo.findActivity,
    insert: async (trx, now) => {
      await requireVisibleClient(trx, clientId);
      if (input.contractId !== null) await requireContractOfClient(trx, input.contractId, clientId);
      return repo.insertActivity(trx, clientId, input, now);
    },
  });
}

/** Replaces an activity's fields; its client stays (clientId may be echoed, not changed), computed fields are ignored. */
export async function updateActivity(ctx: ServiceContext, id: number, body: Static<typeof UpdateActivityRequest>): Promise<ActivityRecord> {
  const input = activityInput(body);
  return updateAudited(ctx, id, body, {
    record: RECORD,
    label: 'Consulting activity',
    find: repo.findActivity,
    echoes: { clientId: 'an activity stays with its client' },
    write: async (trx, before, now) => {
      if (input.contractId !== null) await requireContractOfClient(trx, input.contractId, before.clientId);
      return repo.updateActivity(trx, id, input, now);
    },
  });
}

export function deleteActivity(ctx: ServiceContext, id: number): Promise<void> {
  return deleteAudited(ctx, id, { record: RECORD, label: 'Consulting activity', find: repo.findActivity, remove: (trx, _before, now) => repo.softDeleteActivity(trx, id, now) });
}

export async function getActivity(ctx: ServiceContext, id: number): Promise<ActivityRecord> {
  const activity = await repo.findActivity(ctx.db, id);
  if (!activity) throw new NotFoundError('Consulting activity', id);
  return activity;
}

export async function listActivities(ctx: ServiceContext, filter: ActivityFilter): Promise<Page<ActivityRecord>> {
  assertDateRange(filter);
  return repo.listActivitiesPage(ctx.db, filter);
}

/** A client's activities: 404 for a client that never existed (a deleted client's stay listed). */
export async function listClientActivities(ctx: ServiceContext, clientId: number, filter: Omit<ActivityFilter, 'clientId'>): Promise<Page<ActivityRecord>> {
  assertDateRange(filter);
  return listOfClient(ctx.db, clientId, filter, repo.listActivitiesPage);
}
