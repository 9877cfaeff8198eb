import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';
import type { CalendarDate } from './tax-records.js';

export type FeeType = 'fixed' | 'hourly' | 'retainer';
export type ContractStatus = 'draft' | 'active' | 'completed' | 'terminated';

/** Contracts are business records: DELETE sets deleted_at; activities and revenue keep pointing at them. */
export interface ContractsTable {
  id: Generated<number>;
  client_id: number;
  title: string;
  /** Unique among contracts that are not deleted. */
  contract_number: string | null;
  service_type: string | null;
  fee_type: FeeType;
  /** Minor units. */
  fee_amount: number | null;
  start_date: CalendarDate;
  end_date: CalendarDate | null;
  status: ContractStatus;
  signed_at: Instant | null;
  notes: string | null;
  created_at: Instant;
  updated_at: Instant;
  deleted_at: Instant | null;
}

export interface ConsultingActivitiesTable {
  id: Generated<number>;
  client_id: number;
  /** A contract of the same client. */
  contract_id: number | null;
  activity_date: CalendarDate;
  activity_type: string;
  subject: string;
  notes: string | null;
  duration_minutes: number | null;
  consultant: string | null;
  billable: Generated<boolean>;
  created_at: Instant;
  updated_at: Instant;
  deleted_at: Instant | null;
}

/** Money earned is never deleted: there is no DELETE operation for revenue. */
export interface RevenueEntriesTable {
  id: Generated<number>;
  client_id: number;
  contract_id: number | null;
  description: string;
  /** Minor units. */
  amount: number;
  invoice_date: CalendarDate;
  due_date: CalendarDate | null;
  is_paid: Generated<boolean>;
  paid_at: Instant | null;
  payment_method: string | null;
  /** YYYY-NNNN of the invoice year; given at creation (migration 0042), null only before it. */
  invoice_number: string | null;
  /** When the invoice was last mailed to the client (POST .../invoice/issue); null until then. */
  invoice_issued_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

/** The last invoice number given per invoice year (migration 0042). */
export interface InvoiceSequencesTable {
  year: number;
  last_number: number;
}

/** Revenue per invoice date, kept in step with revenue_entries by the revenue service. */
export interface RevenueDailyTotalsTable {
  invoice_date: CalendarDate;
  /** Minor units, like the entries' amounts. */
  total: number;
  paid: number;
  entries: number;
  paid_entries: number;
}

/** Revenue per month of invoice date (month_start: its first day), kept beside the daily totals. */
export interface RevenueMonthlyTotalsTable {
  month_start: CalendarDate;
  /** Minor units, like the entries' amounts. */
  total: number;
  paid: number;
  entries: number;
  paid_entries: number;
}

export interface EngagementTables {
  contracts: ContractsTable;
  consulting_activities: ConsultingActivitiesTable;
  revenue_entries: RevenueEntriesTable;
  invoice_sequences: InvoiceSequencesTable;
  revenue_daily_totals: RevenueDailyTotalsTable;
  revenue_monthly_totals: RevenueMonthlyTotalsTable;
}
