/** Queries of the scheduled mailings: what is due, who gets it, and the once-a-day record. */
import type { Kysely } from 'kysely';
import { whereDue, type DueFilter } from '../../db/client-deadlines.js';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { openFilingsOfCurrentClients, pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';

type Db = Kysely<Database>;

export interface OpenDeadline {
  kind: 'filing' | 'schedule';
  id: number;
  clientName: string;
  taxType: string;
  period: string | null;
  dueDate: string;
  assigneeUserId: number | null;
}

/**
 * Takes the day's run of a mailing: true for the one transaction that inserted the row. Inside the
 * transaction that queues the day's mail, a second instance waits for the first to commit, then
 * finds the row and queues nothing.
 */
export async function claimMailRun(db: Db, mailing: string, day: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto('mail_runs')
    .values({ mailing, day, ran_at: now })
    .onConflict((conflict) => conflict.columns(['mailing', 'day']).doNothing())
    .returning('mailing')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Pending schedules and open filings of current clients in the due-date bounds, soonest first;
 * `remindedOnly` keeps the clients who asked for reminders and have an address.
 */
async function openDeadlineRows(db: Db, due: DueFilter, remindedOnly: boolean) {
  let schedules = whereDue(pendingSchedulesOfCurrentClients(db), 's', due).select(['s.id', 'clients.name as client_name', 'clients.email', 'clients.locale', 's.tax_type', 's.period', 's.due_date', 's.assignee_user_id']);
  let filings = whereDue(openFilingsOfCurrentClients(db), 'f', due).select(['f.id', 'clients.name as client_name', 'clients.email', 'clients.locale', 'f.tax_type', 'f.period', 'f.due_date', 'f.assignee_user_id']);
  if (remindedOnly) {
    schedules = schedules.where('clients.remind_by_email', '=', true).where('clients.email', 'is not', null);
    filings = filings.where('clients.remind_by_email', '=', true).where('clients.email', 'is not', null);
  }
  const [scheduleRows, filingRows] = [await schedules.execute(), await filings.execute()];
  const shape = (kind: OpenDeadline['kind']) => (row: (typeof scheduleRows)[number] | (typeof filingRows)[number]) => ({
    deadline: { kind, id: row.id, clientName: row.client_name, taxType: row.tax_type, period: row.period, dueDate: String(row.due_date), assigneeUserId: row.assignee_user_id },
    clientEmail: row.email,
    clientLocale: row.locale,
  });
  return [...scheduleRows.map(shape('schedule')), ...filingRows.map(shape('filing'))].sort(
    (a, b) => a.deadline.dueDate.localeCompare(b.deadline.dueDate) || a.deadline.id - b.deadline.id,
  );
}

/** Pending schedules and open filings of current clients due on or before `until`, by due date. */
export async function listOpenDeadlines(db: Db, until: string): Promise<OpenDeadline[]> {
  const rows = await openDeadlineRows(db, { to: until }, false);
  return rows.map((row) => row.deadline);
}

export interface UnpaidEntry {
  clientName: string;
  description: string;
  amount: number;
  dueDate: string;
}

/** Unpaid revenue of current clients whose due date has passed. */
export async function listUnpaidPastDue(db: Db, today: string): Promise<UnpaidEntry[]> {
  const rows = await db
    .selectFrom('revenue_entries as r')
    .innerJoin('clients', 'clients.id', 'r.client_id')
    .select(['clients.name as client_name', 'r.description', 'r.amount', 'r.due_date'])
    .where('clients.deleted_at', 'is', null)
    .where('r.is_paid', '=', false)
    .where('r.due_date', '<', today)
    .orderBy('r.due_date')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ clientName: row.client_name, description: row.description, amount: Number(row.amount), dueDate: String(row.due_date) }));
}

export interface NewInquiry {
  id: number;
  name: string;
  subject: string;
  createdAt: string;
}

/** Inquiries nobody has answered yet (status new), oldest first. */
export async function listNewInquiries(db: Db): Promise<NewInquiry[]> {
  const rows = await db.selectFrom('inquiries').select(['id', 'name', 'subject', 'created_at']).where('status', '=', 'new').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, subject: row.subject, createdAt: String(row.created_at) }));
}

export interface DigestRecipient {
  id: number;
  email: string;
  locale: Locale | null;
}

/** Active users who opted in to the digest. */
export async function listDigestRecipients(db: Db): Promise<DigestRecipient[]> {
  return db.selectFrom('users').select(['id', 'email', 'locale']).where('mail_digest', '=', true).where('disabled_at', 'is', null).orderBy('id').execute();
}

export interface ReminderCandidate extends OpenDeadline {
  clientEmail: string;
  /** The client's language; null: the firm's. */
  clientLocale: Locale | null;
}

/** Open deadlines due from `from` through `until` of current clients who asked for reminders. */
export async function listReminderCandidates(db: Db, from: string, until: string): Promise<ReminderCandidate[]> {
  const rows = await openDeadlineRows(db, { from, to: until }, true);
  return rows.map((row) => ({ ...row.deadline, clientEmail: row.clientEmail!, clientLocale: row.clientLocale }));
}

/**
 * Records the reminder of a deadline's step: true for the one transaction that inserted it (a
 * concurrent one waits for it to commit, then inserts nothing).
 */
export async function claimReminder(db: Db, deadline: OpenDeadline, daysBefore: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('deadline_reminders')
    .values({ kind: deadline.kind, record_id: deadline.id, due_date: deadline.dueDate, days_before: daysBefore, sent_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'record_id', 'due_date', 'days_before']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return row !== undefined;
}
