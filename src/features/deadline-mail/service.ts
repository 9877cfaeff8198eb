/**
 * Scheduled mailings: the staff digest each working morning. A periodic job calls it often; it
 * does its work once a day, at the first call from DIGEST_HOUR on, on whichever instance gets there.
 */
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { addDays, today } from '../../shared/dates.js';
import { loadBrand } from '../../shared/mail/template.js';
import { digestMail, isEmptyDigest } from './lib/digest-mail.js';
import { claimMailRun, listDigestRecipients, listNewInquiries, listOpenDeadlines, listUnpaidPastDue } from './repository.js';

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
    for (const user of recipients) await ctx.mailer.send(digestMail(brand, user, content, ctx.config.adminUrl), trx);
    return recipients.length;
  });
  if (queued) {
    ctx.mailer.deliverSoon();
    ctx.log.info({ day, queued }, 'staff digest queued');
  }
  return queued;
}
