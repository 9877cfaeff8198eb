import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ConsultingActivitiesTable } from '../../db/tables/engagements.js';
import { camelized, columnsFrom, type Camelized } from '../../db/rows.js';
import { insertRecord, softDeleteRecord, updateVisibleRecord } from '../../db/records.js';
import { whereGiven } from '../../db/filters.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { clientNameOf } from '../../shared/clients/client-name.js';

type Db = Kysely<Database>;


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

export type ActivityRecord = Camelized<Row>;

/** What a write sets besides the client. */
const written = ['contractId', 'activityDate', 'activityType', 'subject', 'notes', 'durationMinutes', 'consultant', 'billable'] as const;
export type ActivityInput = Pick<ActivityRecord, (typeof written)[number]>;


export async function findActivity(db: Db, id: number): Promise<ActivityRecord | null> {
  const row = await activities(db).select(columns).where('a.id', '=', id).executeTakeFirst();
  return row ? camelized(row) : null;
}

export async function insertActivity(db: Db, clientId: number, input: ActivityInput, now: string): Promise<number> {
  return insertRecord(db, 'consulting_activities', { client_id: clientId, ...columnsFrom(input, written), created_at: now, updated_at: now });
}

export async function updateActivity(db: Db, id: number, input: ActivityInput, now: string): Promise<boolean> {
  return updateVisibleRecord(db, 'consulting_activities', id, { ...columnsFrom(input, written), updated_at: now });
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
  return pageOf(base.select(columns).orderBy('a.activity_date', 'desc').orderBy('a.id', 'desc'), filter, camelized);
}
