import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeJson } from '../../db/sql-helpers.js';
import type { Actor } from '../context.js';
import type { FieldChanges } from './changes.js';


export interface AuditEntry {
  /** When, from the injected clock (the same `now` the change itself was written with). */
  at: Date | string;
  /** `<record type>.<verb>`, e.g. client.update, inquiry.convert, auth.login_failed. */
  operation: string;
  recordType?: string | null;
  recordId?: string | number | null;
  changes?: FieldChanges | null;
}

/**
 * Appends an entry to the audit trail. Pass the transaction that makes the change, so the entry
 * exists exactly when the change does (a rolled-back write leaves none).
 */
export async function recordAudit(db: Kysely<Database>, actor: Actor, entry: AuditEntry): Promise<void> {
  // A save that changed no field is no event (issue 30.5): the trail would fill with empty
  // "<record>.update" entries each time someone pressed Save on an untouched form.
  if (entry.operation.endsWith('.update') && entry.changes && Object.keys(entry.changes).length === 0) return;
  const changes = entry.changes && Object.keys(entry.changes).length > 0 ? writeJson(entry.changes) : null;
  await db
    .insertInto('audit_log')
    .values({
      occurred_at: typeof entry.at === 'string' ? entry.at : entry.at.toISOString(),
      user_id: actor.userId,
      actor_kind: actor.userId !== null ? 'staff' : actor.clientId ? 'client' : null,
      actor_client_id: actor.userId === null ? (actor.clientId ?? null) : null,
      ip: actor.ip,
      request_id: actor.requestId,
      operation: entry.operation,
      record_type: entry.recordType ?? null,
      record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      changes,
    })
    .execute();
}
