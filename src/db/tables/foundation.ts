import type { Generated } from 'kysely';
import type { Locale } from '../../shared/i18n/locales.js';

/** ISO 8601 UTC instant, e.g. 2026-11-22T09:30:00.000Z (timestamptz on PostgreSQL, text on SQLite). */
export type Instant = string;
/** Calendar date YYYY-MM-DD (date on PostgreSQL, text on SQLite). */
export type CalendarDate = string;

export type UserRole = 'admin' | 'staff';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: UserRole;
  display_name: string | null;
  /** Set when an admin disables the account: it can no longer sign in. */
  disabled_at: Instant | null;
  password_changed_at: Instant;
  /** Opted in to the staff digest of deadlines. */
  mail_digest: Generated<boolean>;
  /** Opted in to a mail for each new inquiry. */
  mail_new_inquiries: Generated<boolean>;
  /** The language the user reads (en, ko); null: the firm's DEFAULT_LOCALE. */
  locale: Generated<Locale | null>;
  /** When the user's first second factor was confirmed; null: none (src/shared/auth/mfa-store.ts writes it). */
  second_factor_at: Generated<Instant | null>;
  /** When the user turned on signing in with a passkey alone (issue 35); null: off. */
  passkey_sign_in_at: Generated<Instant | null>;
  created_at: Instant;
  updated_at: Instant;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: Instant;
  sent_at: Instant | null;
  attempts: number;
  last_error: string | null;
  /** Set when the body holds a secret: the row is deleted once sent, and at this instant at the latest. */
  discard_at: Instant | null;
  body_html: string | null;
  status: Generated<OutboxStatus>;
  /** When the next delivery attempt is due (pending messages). */
  next_attempt_at: Instant | null;
  /** A worker is sending the message until this instant; another may take it over after. */
  lease_until: Instant | null;
  /** The instance holding the lease (host/bind address:port) and its boot: a restart releases its previous boot's leases. */
  lease_owner: string | null;
  lease_boot: string | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A user's calendar feed (features/calendar): only the token's hash is stored. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Instant;
  last_used_at: Instant | null;
  revoked_at: Instant | null;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch when the window ends. */
  reset_at: number;
}

export interface JobLeasesTable {
  name: string;
  owner: string;
  /** Milliseconds since the epoch when the lease lapses. */
  expires_at: number;
  last_run_at: Instant | null;
}

/** A scheduled mailing done for a day (in the firm's time zone): taken with the mail it queued. */
export interface MailRunsTable {
  mailing: string;
  /** YYYY-MM-DD. */
  day: string;
  ran_at: Instant;
}

export interface FoundationTables {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox_emails: OutboxEmailsTable;
  calendar_feeds: CalendarFeedsTable;
  rate_limit_counters: RateLimitCountersTable;
  job_leases: JobLeasesTable;
  mail_runs: MailRunsTable;
}
