import { readJson } from '../db/sql-helpers.js';
import type { TestContext } from './harness.js';

export interface AuditRow {
  operation: string;
  userId: number | null;
  /** The client who acted in the portal (userId is then null). */
  actorClientId: number | null;
  recordId: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

/** A record's audit entries, oldest first, read straight from the table. */
export async function auditOf(t: TestContext, recordType: string, recordId?: number | string): Promise<AuditRow[]> {
  let query = t.db.selectFrom('audit_log').select(['operation', 'user_id', 'actor_client_id', 'record_id', 'changes']).where('record_type', '=', recordType);
  if (recordId !== undefined) query = query.where('record_id', '=', String(recordId));
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({
    operation: row.operation,
    userId: row.user_id,
    actorClientId: row.actor_client_id,
    recordId: row.record_id,
    changes: readJson(row.changes as AuditRow['changes'] | string | null),
  }));
}

/** How many audit entries exist in all (a refused write must not add one). */
export async function auditCount(t: TestContext): Promise<number> {
  const row = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
