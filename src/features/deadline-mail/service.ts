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
import { claimMailRun, claimReminder, listDigestRecipients, listNewInquiries, listOpenDeadlines, listReminderCandidates, listUnpaidPastDue } from './repository.js';

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
