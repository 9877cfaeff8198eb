import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/** A calendar date, YYYY-MM-DD (date on PostgreSQL, text on SQLite; read back as text on both). */
export type CalendarDate = string;
export type RiskLevel = 'low' | 'medium' | 'high';
export type Recurrence = 'monthly' | 'quarterly' | 'yearly';
export type TaxFilingStatus = 'draft' | 'in_progress' | 'filed' | 'accepted' | 'rejected' | 'amended';

export interface TaxProfilesTable {
  id: Generated<number>;
  /** Unique: one profile per client. */
  client_id: number;
  taxpayer_type: string;
  /** Sensitive: list views show only its last four characters. */
  tax_id: string | null;
  /** MM-DD. */
  fiscal_year_end: string | null;
  risk_level: RiskLevel;
  risk_notes: string | null;
  next_filing_due_date: CalendarDate | null;
  notes: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface TaxFilingSchedulesTable {
  id: Generated<number>;
  client_id: number;
  tax_type: string;
  period: string | null;
  due_date: CalendarDate;
  recurrence: Recurrence | null;
  is_completed: Generated<boolean>;
  completed_at: Instant | null;
  /** The schedule created when this recurring one was completed. */
  next_schedule_id: number | null;
  notes: string | null;
  /** The user responsible; null: nobody in particular. */
  assignee_user_id: number | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Filings are business records: DELETE sets deleted_at and every read filters on it. */
export interface TaxFilingsTable {
  id: Generated<number>;
  client_id: number;
  tax_type: string;
  tax_year: number;
  period: string | null;
  status: TaxFilingStatus;
  due_date: CalendarDate | null;
  filed_at: Instant | null;
  /** Minor units. */
  amount_due: number | null;
  /** Minor units. */
  refund_amount: number | null;
  memo: string | null;
  /** The user responsible; null: nobody in particular. */
  assignee_user_id: number | null;
  created_at: Instant;
  updated_at: Instant;
  deleted_at: Instant | null;
}

/**
 * A reminder mailed to a client: one per deadline (kind, record, due date) and days-before step.
 * Document requests use it too (issue 33.6): `document_request` with its step (negative: days after
 * the due date), `document_request_new` for the notice of a new request (step 0), and
 * `document_upload` per uploaded document that staff were told of (record: the document).
 */
export interface DeadlineRemindersTable {
  kind: 'filing' | 'schedule' | 'document_request' | 'document_request_new' | 'document_upload';
  record_id: number;
  due_date: CalendarDate;
  days_before: number;
  sent_at: Instant;
}

/**
 * Pending schedules and open filings of current clients per due date and kind, kept in step by
 * the services (src/shared/tax/open-work-counts.ts).
 */
export interface OpenWorkCountsTable {
  due_date: CalendarDate;
  kind: 'schedule' | 'filing';
  open_items: number;
}

export interface TaxRecordTables {
  tax_profiles: TaxProfilesTable;
  tax_filing_schedules: TaxFilingSchedulesTable;
  tax_filings: TaxFilingsTable;
  deadline_reminders: DeadlineRemindersTable;
  open_work_counts: OpenWorkCountsTable;
}
