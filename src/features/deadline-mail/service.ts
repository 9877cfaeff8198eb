/**
 * Scheduled mailings: the staff digest each working morning, and client reminders before their
 * deadlines. Periodic jobs call them often; each mail goes out once, from DIGEST_HOUR on, on
 * whichever instance gets there first.
 */
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { addDays, today } from '../../shared/dates.js';
import { mailReader } from '../../shared/mail/reader.js';
import { loadBrand } from '../../shared/mail/template.js';
import { digestMail, isEmptyDigest } from './lib/digest-mail.js';
import { reminderMail } from './lib/reminder-mail.js';
import { newRequestsMail, requestReminderMail, uploadedMail, type ReminderLine } from './lib/request-mails.js';
import {
  claimMailRun,
  claimReminder,
  claimRequestMail,
  claimUploadNotice,
  listDigestRecipients,
  listLettersAwaitingSignature,
  listNewInquiries,
  listOpenDeadlines,
  listOverdueRequests,
  listReminderCandidates,
  listRequestReminderCandidates,
  listUnannouncedRequests,
  listUnpaidPastDue,
  listUntoldUploads,
  listUploadsAwaitingReview,
  type RequestToMail,
  type UploadToTell,
} from './repository.js';

export type MailingContext = Pick<ServiceContext, 'db' | 'clock' | 'config' | 'log' | 'mailer'>;

const UPCOMING_DAYS = 7;

/** The weekday (0 = Sunday) and hour of an instant in a time zone. */
function localTime(timeZone: string, now: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')), hour: Number(part('hour')) };
}

/**
 * Queues today's digest for every user who opted in, unless it is not yet time, not a working day,
 * or already done today. A user with nothing to read gets no mail. Answers how many were queued,
 * or null when the digest was not due.
 */
export async function sendStaffDigest(ctx: MailingContext): Promise<number | null> {
  const now = ctx.clock.now();
  const zone = ctx.config.businessTimeZone;
  const local = localTime(zone, now);
  if (!ctx.config.digestWeekdays.includes(local.weekday) || local.hour < ctx.config.digestHour) return null;
  const day = today(zone, now);
  const brand = await loadBrand(ctx.db, ctx.config);
  const queued = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimMailRun(trx, 'staff-digest', day, nowIso(ctx)))) return null;
    const recipients = await listDigestRecipients(trx);
    if (recipients.length === 0) return 0;
    const content = {
      today: day,
      deadlines: await listOpenDeadlines(trx, addDays(day, UPCOMING_DAYS)),
      unpaid: await listUnpaidPastDue(trx, day),
      inquiries: await listNewInquiries(trx),
      overdueRequests: await listOverdueRequests(trx, day),
      uploads: await listUploadsAwaitingReview(trx),
      letters: await listLettersAwaitingSignature(trx),
    };
    if (isEmptyDigest(content)) return 0;
    for (const user of recipients) await ctx.mailer.send(digestMail(brand, mailReader(ctx.config, user.locale), user, content, ctx.config.adminUrl), trx);
    return recipients.length;
  });
  if (queued) {
    ctx.mailer.deliverSoon();
    ctx.log.info({ day, queued }, 'staff digest queued');
  }
  return queued;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Reminds clients who opted in of their open deadlines, from DIGEST_HOUR on (any day: deadlines
 * keep no office hours). A deadline is due for the smallest step of REMINDER_DAYS that it falls
 * within (14 days out: the 14-day reminder; 2 days out: the 3-day one, the 14-day one skipped when
 * it is already late for it). Each step of each deadline is recorded in the transaction that
 * queues its mail, so it is sent once. Answers how many reminders were queued.
 */
export async function sendClientReminders(ctx: MailingContext): Promise<number> {
  const steps = ctx.config.reminderDays;
  const now = ctx.clock.now();
  const zone = ctx.config.businessTimeZone;
  if (steps.length === 0 || localTime(zone, now).hour < ctx.config.digestHour) return 0;
  const day = today(zone, now);
  const candidates = await listReminderCandidates(ctx.db, day, addDays(day, steps[0]!));
  if (candidates.length === 0) return 0;
  const brand = await loadBrand(ctx.db, ctx.config);
  let queued = 0;
  for (const deadline of candidates) {
    const daysLeft = daysBetween(day, deadline.dueDate);
    const step = Math.min(...steps.filter((days) => days >= daysLeft));
    const sent = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, deadline, step, nowIso(ctx)))) return false;
      await ctx.mailer.send(reminderMail(brand, mailReader(ctx.config, deadline.clientLocale), deadline, daysLeft), trx);
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) {
    ctx.mailer.deliverSoon();
    ctx.log.info({ day, queued }, 'client reminders queued');
  }
  return queued;
}

/** Groups rows by a key, keeping the rows' order within each group and the groups' first appearance. */
function groupBy<T, K>(rows: T[], key: (row: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups.values()];
}

/** A week between two reminders of an overdue request. */
const OVERDUE_EVERY_DAYS = 7;

/**
 * The reminder step a request is in on a day, or null when none: before the due date the smallest
 * step of REMINDER_DAYS it falls within (as for deadlines); from the day after it, one step a week
 * (-1 for days 1-7 late, -8 for days 8-14, ...), so an overdue request is reminded weekly while it
 * stays open, and a run missed for a day still sends that week's reminder.
 */
export function requestStep(steps: readonly number[], daysLeft: number): number | null {
  if (daysLeft < 0) return -(1 + OVERDUE_EVERY_DAYS * Math.floor((-daysLeft - 1) / OVERDUE_EVERY_DAYS));
  const within = steps.filter((days) => days >= daysLeft);
  return within.length === 0 ? null : Math.min(...within);
}

/**
 * Tells clients what the firm asks of them: one mail per client for the open requests made since the
 * last run (any hour: the client is waiting to hear), with the portal's link. The request's current
 * reminder step is recorded with the notice, so a request made 2 days before its due date is not
 * reminded the same morning. Answers how many mails were queued.
 */
export async function sendRequestNotices(ctx: MailingContext): Promise<number> {
  const requests = await listUnannouncedRequests(ctx.db);
  const uploads = await listUntoldUploads(ctx.db);
  if (requests.length === 0 && uploads.length === 0) return 0;
  const now = nowIso(ctx);
  const day = today(ctx.config.businessTimeZone, ctx.clock.now());
  const brand = await loadBrand(ctx.db, ctx.config);
  let queued = 0;
  for (const group of groupBy(requests, (request) => request.clientId)) {
    const sent = await ctx.db.transaction().execute(async (trx) => {
      const claimed: RequestToMail[] = [];
      for (const request of group) {
        if (!(await claimRequestMail(trx, 'document_request_new', request, 0, now))) continue;
        const step = requestStep(ctx.config.reminderDays, daysBetween(day, request.dueDate));
        if (step !== null) await claimRequestMail(trx, 'document_request', request, step, now);
        claimed.push(request);
      }
      if (claimed.length === 0) return false;
      const client = claimed[0]!;
      await ctx.mailer.send(newRequestsMail(brand, mailReader(ctx.config, client.clientLocale), client, claimed, ctx.config.portalUrl), trx);
      return true;
    });
    if (sent) queued++;
  }
  for (const group of groupBy(uploads, (upload) => upload.requestId)) {
    const sent = await ctx.db.transaction().execute(async (trx) => {
      const claimed: UploadToTell[] = [];
      for (const upload of group) if (await claimUploadNotice(trx, upload, now)) claimed.push(upload);
      if (claimed.length === 0) return false;
      const first = claimed[0]!;
      const notice = { ...first, fileNames: claimed.map((upload) => upload.fileName) };
      await ctx.mailer.send(uploadedMail(brand, mailReader(ctx.config, first.staffLocale), first.staffEmail, notice, ctx.config.adminUrl), trx);
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) {
    ctx.mailer.deliverSoon();
    ctx.log.info({ queued }, 'document request notices queued');
  }
  return queued;
}

/**
 * Reminds clients of the documents they still owe, from DIGEST_HOUR on (any day): one mail per
 * client for the requests whose step came (requestStep), each step recorded in the transaction that
 * queues the mail, so it is sent once across runs and instances. Answers how many were queued.
 */
export async function sendRequestReminders(ctx: MailingContext): Promise<number> {
  const steps = ctx.config.reminderDays;
  const now = ctx.clock.now();
  const zone = ctx.config.businessTimeZone;
  if (localTime(zone, now).hour < ctx.config.digestHour) return 0;
  const day = today(zone, now);
  const candidates = await listRequestReminderCandidates(ctx.db, addDays(day, Math.max(0, ...steps)));
  if (candidates.length === 0) return 0;
  const brand = await loadBrand(ctx.db, ctx.config);
  let queued = 0;
  for (const group of groupBy(candidates, (request) => request.clientId)) {
    const sent = await ctx.db.transaction().execute(async (trx) => {
      const lines: ReminderLine[] = [];
      for (const request of group) {
        const daysLeft = daysBetween(day, request.dueDate);
        const step = requestStep(steps, daysLeft);
        if (step === null || !(await claimRequestMail(trx, 'document_request', request, step, nowIso(ctx)))) continue;
        lines.push({ title: request.title, dueDate: request.dueDate, daysLeft });
      }
      if (lines.length === 0) return false;
      const client = group[0]!;
      await ctx.mailer.send(requestReminderMail(brand, mailReader(ctx.config, client.clientLocale), client, lines, ctx.config.portalUrl), trx);
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) {
    ctx.mailer.deliverSoon();
    ctx.log.info({ day, queued }, 'document request reminders queued');
  }
  return queued;
}
