/** Queries of the scheduled mailings: what is due, who gets it, and the once-a-day record. */
import type { Kysely } from 'kysely';
import { whereDue, type DueFilter } from '../../db/client-deadlines.js';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { openFilingsOfCurrentClients, pendingSchedulesOfCurrentClients } from '../../shared/tax/open-work.js';
import { reachableInPortal } from '../../shared/portal/access-store.js';

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

/*
 * Document requests (issue 33.6). A request is open while the client still has to upload
 * (`open`, or `rejected`: a file was turned down and they must send another); `submitted` means
 * files arrived and wait for the firm's review. What was mailed about a request is recorded in
 * `deadline_reminders` like a deadline's reminders: kind `document_request` with the days-before
 * step (negative: days after the due date, one step a week), `document_request_new` for the notice
 * that the firm asks for it, and `document_upload` per uploaded document told to staff.
 */
const OPEN_REQUEST_STATUSES = ['open', 'rejected'] as const;

export interface RequestToMail {
  id: number;
  clientId: number;
  clientName: string;
  clientEmail: string;
  clientLocale: Locale | null;
  title: string;
  dueDate: string;
}

/**
 * Open requests of current clients who can act on a mail about them: an address, and portal access
 * (invited, not ended), since the portal is where they upload. A client invited later is told of
 * the requests waiting for them at the next run.
 */
function openRequestsOfReachableClients(db: Db) {
  return db
    .selectFrom('document_requests as r')
    .innerJoin('clients', 'clients.id', 'r.client_id')
    .where(reachableInPortal)
    .where('r.status', 'in', OPEN_REQUEST_STATUSES)
    .select(['r.id', 'r.client_id', 'clients.name as client_name', 'clients.email', 'clients.locale', 'r.title', 'r.due_date']);
}

const requestToMail = (row: { id: number; client_id: number; client_name: string; email: string | null; locale: Locale | null; title: string; due_date: unknown }): RequestToMail => ({
  id: row.id,
  clientId: row.client_id,
  clientName: row.client_name,
  clientEmail: row.email!,
  clientLocale: row.locale,
  title: row.title,
  dueDate: String(row.due_date),
});

/** Open requests of reachable clients who were not yet told of them, by client, oldest first. */
export async function listUnannouncedRequests(db: Db): Promise<RequestToMail[]> {
  const rows = await openRequestsOfReachableClients(db)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('deadline_reminders as m').select('m.record_id').where('m.kind', '=', 'document_request_new').whereRef('m.record_id', '=', 'r.id'))))
    .orderBy('r.client_id')
    .orderBy('r.id')
    .execute();
  return rows.map(requestToMail);
}

/** Open requests of reachable clients due on or before `until`, by client then due date. */
export async function listRequestReminderCandidates(db: Db, until: string): Promise<RequestToMail[]> {
  const rows = await openRequestsOfReachableClients(db).where('r.due_date', '<=', until).orderBy('r.client_id').orderBy('r.due_date').orderBy('r.id').execute();
  return rows.map(requestToMail);
}

/** Records a mail about a request (the notice or a reminder step): true for the one transaction that inserted it. */
export async function claimRequestMail(db: Db, kind: 'document_request' | 'document_request_new', request: { id: number; dueDate: string }, step: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('deadline_reminders')
    .values({ kind, record_id: request.id, due_date: request.dueDate, days_before: step, sent_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'record_id', 'due_date', 'days_before']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface UploadToTell {
  documentId: number;
  fileName: string;
  requestId: number;
  clientId: number;
  clientName: string;
  title: string;
  dueDate: string;
  staffEmail: string;
  staffLocale: Locale | null;
}

/**
 * Documents a client uploaded against a request waiting for review whose staff member (an active
 * user) was not yet told, by request and upload. A request nobody is assigned to is left to the digest.
 */
export async function listUntoldUploads(db: Db): Promise<UploadToTell[]> {
  const rows = await db
    .selectFrom('documents as d')
    .innerJoin('document_requests as r', 'r.id', 'd.request_id')
    .innerJoin('clients', 'clients.id', 'r.client_id')
    .innerJoin('users', 'users.id', 'r.assigned_to')
    .select(['d.id', 'd.file_name', 'r.id as request_id', 'r.client_id', 'clients.name as client_name', 'r.title', 'r.due_date', 'users.email', 'users.locale'])
    .where('d.uploader', '=', 'client')
    .where('r.status', '=', 'submitted')
    .where('clients.deleted_at', 'is', null)
    .where('users.disabled_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('deadline_reminders as m').select('m.record_id').where('m.kind', '=', 'document_upload').whereRef('m.record_id', '=', 'd.id'))))
    .orderBy('r.id')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    documentId: row.id,
    fileName: row.file_name,
    requestId: row.request_id,
    clientId: row.client_id,
    clientName: row.client_name,
    title: row.title,
    dueDate: String(row.due_date),
    staffEmail: row.email,
    staffLocale: row.locale,
  }));
}

/** Records that staff were told of an uploaded document: true for the one transaction that inserted it. */
export async function claimUploadNotice(db: Db, upload: { documentId: number; dueDate: string }, now: string): Promise<boolean> {
  const row = await db
    .insertInto('deadline_reminders')
    .values({ kind: 'document_upload', record_id: upload.documentId, due_date: upload.dueDate, days_before: 0, sent_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'record_id', 'due_date', 'days_before']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface DigestRequest {
  clientName: string;
  title: string;
  dueDate: string;
  assigneeUserId: number | null;
  /** Files waiting for review (uploads section only). */
  files: number;
}

/** Open requests of current clients past their due date, oldest due first. */
export async function listOverdueRequests(db: Db, today: string): Promise<DigestRequest[]> {
  const rows = await db
    .selectFrom('document_requests as r')
    .innerJoin('clients', 'clients.id', 'r.client_id')
    .select(['clients.name as client_name', 'r.title', 'r.due_date', 'r.assigned_to'])
    .where('clients.deleted_at', 'is', null)
    .where('r.status', 'in', OPEN_REQUEST_STATUSES)
    .where('r.due_date', '<', today)
    .orderBy('r.due_date')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ clientName: row.client_name, title: row.title, dueDate: String(row.due_date), assigneeUserId: row.assigned_to, files: 0 }));
}

/** Requests of current clients whose uploads wait for the firm's review, with their file counts, oldest first. */
export async function listUploadsAwaitingReview(db: Db): Promise<DigestRequest[]> {
  const rows = await db
    .selectFrom('document_requests as r')
    .innerJoin('clients', 'clients.id', 'r.client_id')
    .leftJoin('documents as d', 'd.request_id', 'r.id')
    .select(({ fn }) => ['clients.name as client_name', 'r.title', 'r.due_date', 'r.assigned_to', fn.count<string>('d.id').as('files')])
    .where('clients.deleted_at', 'is', null)
    .where('r.status', '=', 'submitted')
    .groupBy(['r.id', 'clients.name', 'r.title', 'r.due_date', 'r.assigned_to'])
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ clientName: row.client_name, title: row.title, dueDate: String(row.due_date), assigneeUserId: row.assigned_to, files: Number(row.files) }));
}

/** An engagement letter waiting for signature (issue 34.5): sent or viewed, not signed, declined or withdrawn. */
export interface DigestLetter {
  clientName: string;
  title: string;
  sentAt: string;
  /** The staff member who sent it. */
  senderUserId: number | null;
}

/** Letters waiting for signature, the oldest first (engagement_letters_open_idx). */
export async function listLettersAwaitingSignature(db: Db): Promise<DigestLetter[]> {
  const rows = await db
    .selectFrom('engagement_letters as l')
    .innerJoin('contracts', 'contracts.id', 'l.contract_id')
    .innerJoin('clients', 'clients.id', 'l.client_id')
    .select(['clients.name as client_name', 'contracts.title', 'l.sent_at', 'l.sent_by'])
    .where('l.status', 'in', ['sent', 'viewed'])
    .where('contracts.deleted_at', 'is', null)
    .where('clients.deleted_at', 'is', null)
    .orderBy('l.sent_at')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ clientName: row.client_name, title: row.title, sentAt: row.sent_at, senderUserId: row.sent_by }));
}
