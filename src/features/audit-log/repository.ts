import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readJson } from '../../db/sql-helpers.js';
import type { AuditLogTable } from '../../db/tables/audit.js';
import type { BulkReadSummary } from '../../shared/audit/bulk-read.js';
import type { FieldChanges } from '../../shared/audit/changes.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export interface AuditFilter {
  userId?: number;
  recordType?: string;
  recordId?: string;
  operation?: string;
  from?: string;
  to?: string;
}

const columns = [
  'a.id',
  'a.occurred_at',
  'a.user_id',
  'u.email as user_email',
  'a.actor_kind',
  'a.actor_client_id',
  'c.name as actor_client_name',
  'a.ip',
  'a.request_id',
  'a.operation',
  'a.record_type',
  'a.record_id',
  'a.changes',
  'a.bulk_read',
] as const;

type Row = Omit<Selectable<AuditLogTable>, 'changes' | 'bulk_read'> & {
  user_email: string | null;
  actor_client_name: string | null;
  changes: string | FieldChanges | null;
  bulk_read: string | BulkReadSummary | null;
};

function toEntry(row: Row) {
  return {
    id: Number(row.id),
    occurredAt: row.occurred_at,
    userId: row.user_id,
    userEmail: row.user_email,
    actorKind: row.actor_kind,
    clientId: row.actor_client_id === null ? null : Number(row.actor_client_id),
    clientName: row.actor_client_name,
    ip: row.ip,
    requestId: row.request_id,
    operation: row.operation,
    recordType: row.record_type,
    recordId: row.record_id,
    changes: readJson<FieldChanges>(row.changes),
    bulkRead: readJson<BulkReadSummary>(row.bulk_read),
  };
}

export type AuditRecord = ReturnType<typeof toEntry>;

function filtered(db: Db, filter: AuditFilter) {
  let q = db.selectFrom('audit_log as a');
  if (filter.userId !== undefined) q = q.where('a.user_id', '=', filter.userId);
  if (filter.recordType !== undefined) q = q.where('a.record_type', '=', filter.recordType);
  if (filter.recordId !== undefined) q = q.where('a.record_id', '=', filter.recordId);
  if (filter.operation !== undefined) q = q.where('a.operation', '=', filter.operation);
  if (filter.from !== undefined) q = q.where('a.occurred_at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('a.occurred_at', '<=', filter.to);
  return q;
}

/** Newest first; the author's email (or, for a portal client's own act, their name) joined in the same statement. */
export async function listEntriesPage(db: Db, filter: AuditFilter & PageRequest): Promise<Page<AuditRecord>> {
  const query = filtered(db, filter)
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('clients as c', 'c.id', 'a.actor_client_id')
    .select(columns)
    .orderBy('a.occurred_at', 'desc')
    .orderBy('a.id', 'desc');
  return pageOf(query, filter, toEntry);
}

const PURGE_CHUNK = 5_000;

/**
 * The only statement that removes audit entries: those older than the retention period, a chunk at
 * a time so a large purge never holds one long lock.
 */
export async function purgeBefore(db: Db, before: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('audit_log')
      .where('id', 'in', (eb) => eb.selectFrom('audit_log').select('id').where('occurred_at', '<', before).limit(PURGE_CHUNK))
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    deleted += removed;
    if (removed < PURGE_CHUNK) return deleted;
  }
}
