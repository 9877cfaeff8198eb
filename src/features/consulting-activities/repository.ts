import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ConsultingActivitiesTable } from '../../db/tables/engagements.js';
import { camelized } from '../../db/rows.js';
import { insertRecord, softDeleteRecord, updateVisibleRecord } from '../../db/records.js';
import { whereGiven } from '../../db/filters.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { clientNameOf } from '../../shared/clients/client-name.js';

type Db = Kysely<Database>;

export interface ActivityInput {
  contractId: number | null;
  activityDate: string;
  activityType: string;
  subject: string;
  notes: string | null;
  durationMinutes: number | null;
  consultant: string | null;
  billable: boolean;
}

const columns = [
  'a.id',
  'a.client_id',
  clientNameOf('a.client_id'),
  'a.contract_id',
  'a.activity_date',
  'a.activity_type',
  'a.subject',
  'a.notes',
  'a.duration_minutes',
  'a.consultant',
  'a.billable',
  'a.created_at',
  'a.updated_at',
] as const;

function activities(db: Db) {
  return db.selectFrom('consulting_activities as a').where('a.deleted_at', 'is', null);
}

type Row = Omit<Selectable<ConsultingActivitiesTable>, 'deleted_at'> & { client_name: string };

function toActivity(row: Row) {
  return camelized(row);
}

export type ActivityRecord = ReturnType<typeof toActivity>;

function columnsOf(input: ActivityInput) {
  return {
    contract_id: input.contractId,
    activity_date: input.activityDate,
    activity_type: input.activityType,
    subject: input.subject,
    notes: input.notes,
    duration_minutes: input.durationMinutes,
    consultant: input.consultant,
    billable: input.billable,
  };
}

export async function findActivity(db: Db, id: number): Promise<ActivityRecord | null> {
  const row = await activities(db).select(columns).where('a.id', '=', id).executeTakeFirst();
  return row ? toActivity(row) : null;
}

export async function insertActivity(db: Db, clientId: number, input: ActivityInput, now: string): Promise<number> {
  return insertRecord(db, 'consulting_activities', { client_id: clientId, ...columnsOf(input), created_at: now, updated_at: now });
}

export async function updateActivity(db: Db, id: number, input: ActivityInput, now: string): Promise<boolean> {
  return updateVisibleRecord(db, 'consulting_activities', id, { ...columnsOf(input), updated_at: now });
}

export async function softDeleteActivity(db: Db, id: number, now: string): Promise<boolean> {
  return softDeleteRecord(db, 'consulting_activities', id, now);
}

export interface ActivityFilter extends PageRequest {
  clientId?: number;
  contractId?: number;
  billable?: boolean;
  from?: string;
  to?: string;
}

/** Newest activity date first; from/to bound the activity date, both included. */
export async function listActivitiesPage(db: Db, filter: ActivityFilter): Promise<Page<ActivityRecord>> {
  const base = whereGiven(activities(db), [
    ['a.client_id', '=', filter.clientId],
    ['a.contract_id', '=', filter.contractId],
    ['a.billable', '=', filter.billable],
    ['a.activity_date', '>=', filter.from],
    ['a.activity_date', '<=', filter.to],
  ]);
  return pageOf(base.select(columns).orderBy('a.activity_date', 'desc').orderBy('a.id', 'desc'), filter, toActivity);
}
