import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

export type ClientLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** What browsers of the admin interface report about themselves; purged after the retention period. */
export interface ClientLogsTable {
  id: Generated<number>;
  level: ClientLogLevel;
  message: string;
  stack: string | null;
  url: string | null;
  user_agent: string | null;
  source: string | null;
  /** JSON text on SQLite, jsonb on PostgreSQL. */
  context: string | null;
  /** Groups repeats of one problem: see features/client-logs/lib/fingerprint.ts. */
  fingerprint: string;
  occurred_at: Instant;
  received_at: Instant;
  /** The signed-in user who reported it. */
  user_id: number | null;
}

/**
 * Entries per UTC hour (its first instant), level and source ('' for none), kept in step with
 * client_logs by the client-log service on ingestion and purge.
 */
export interface ClientLogCountsTable {
  hour: Instant;
  level: ClientLogLevel;
  source: string;
  entries: number;
}

/** The same per level and source over all time: the count of a list without a date range. */
export interface ClientLogTotalsTable {
  level: ClientLogLevel;
  source: string;
  entries: number;
}

export interface ClientLogTables {
  client_logs: ClientLogsTable;
  client_log_counts: ClientLogCountsTable;
  client_log_totals: ClientLogTotalsTable;
}
