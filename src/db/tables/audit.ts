import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/** One state-changing operation; append-only (see migration 0009), purged after the retention period. */
export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Instant;
  /** Who did it; null for an anonymous attempt (a failed sign-in for an unknown email). */
  user_id: number | null;
  /** 'staff' (user_id set), 'client' (a portal client's own act: actor_client_id set), or null (anonymous, the system). */
  actor_kind: 'staff' | 'client' | null;
  actor_client_id: number | null;
  ip: string | null;
  request_id: string | null;
  /** `<record type>.<verb>`, e.g. client.update. */
  operation: string;
  record_type: string | null;
  /** Text, so records with non-numeric keys fit too. */
  record_id: string | null;
  /** JSON { field: { before, after } } (text on SQLite, jsonb on PostgreSQL); secrets redacted. */
  changes: string | null;
  /** JSON { filter, rows, complete } of a bulk read (an export, a search); null for a change. */
  bulk_read: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
