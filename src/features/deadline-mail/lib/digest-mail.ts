import { formatDate, formatStoredMoney, t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import type { MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Block, type Brand } from '../../../shared/mail/template.js';
import type { DigestRecipient, NewInquiry, OpenDeadline, UnpaidEntry } from '../repository.js';

/** A digest lists this many lines per section at most, then says how many more the admin shows. */
const MAX_LINES = 50;

export interface DigestContent {
  today: string;
  deadlines: OpenDeadline[];
  unpaid: UnpaidEntry[];
  inquiries: NewInquiry[];
}

function section(reader: MailReader, title: (count: number) => string, lines: string[]): Block[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, MAX_LINES);
  if (lines.length > shown.length) shown.push(t(reader.locale, 'mail.digest.more', { count: lines.length - shown.length }));
  return [{ kind: 'list', title: title(lines.length), items: shown }];
}

function deadlineLine(reader: MailReader, deadline: OpenDeadline, userId: number): string {
  const what = [deadline.taxType, deadline.period].filter(Boolean).join(' ');
  const dueDate = formatDate(reader.locale, reader.timeZone, deadline.dueDate, 'medium');
  const mine = deadline.assigneeUserId === userId ? 'yes' : 'no';
  return t(reader.locale, 'mail.digest.deadline', { dueDate, client: deadline.clientName, what, kind: deadline.kind, mine });
}

/** The user's own deadlines first (stable: by due date within each group). */
function theirsFirst(deadlines: OpenDeadline[], userId: number): OpenDeadline[] {
  return [...deadlines.filter((d) => d.assigneeUserId === userId), ...deadlines.filter((d) => d.assigneeUserId !== userId)];
}

export function isEmptyDigest(content: DigestContent): boolean {
  return content.deadlines.length === 0 && content.unpaid.length === 0 && content.inquiries.length === 0;
}

export function digestMail(brand: Brand, reader: MailReader, user: DigestRecipient, content: DigestContent, adminUrl: string): OutgoingEmail {
  const { locale, timeZone } = reader;
  const ordered = theirsFirst(content.deadlines, user.id);
  const overdue = ordered.filter((d) => d.dueDate < content.today).map((d) => deadlineLine(reader, d, user.id));
  const upcoming = ordered.filter((d) => d.dueDate >= content.today).map((d) => deadlineLine(reader, d, user.id));
  const unpaid = content.unpaid.map((entry) =>
    t(locale, 'mail.digest.unpaid_line', {
      dueDate: formatDate(locale, timeZone, entry.dueDate, 'medium'),
      client: entry.clientName,
      description: entry.description,
      amount: formatStoredMoney(locale, reader.currency, entry.amount),
    }),
  );
  const inquiries = content.inquiries.map((inquiry) =>
    t(locale, 'mail.digest.inquiry_line', { id: inquiry.id, date: formatDate(locale, timeZone, new Date(inquiry.createdAt), 'medium'), name: inquiry.name, subject: inquiry.subject }),
  );
  return renderMail(brand, {
    to: user.email,
    subject: t(locale, 'mail.digest.subject', { today: formatDate(locale, timeZone, content.today) }),
    blocks: [
      ...section(reader, (count) => t(locale, 'mail.digest.overdue', { count }), overdue),
      ...section(reader, (count) => t(locale, 'mail.digest.upcoming', { count }), upcoming),
      ...section(reader, (count) => t(locale, 'mail.digest.unpaid', { count }), unpaid),
      ...section(reader, (count) => t(locale, 'mail.digest.inquiries', { count }), inquiries),
      { kind: 'link', label: t(locale, 'mail.digest.open'), url: adminUrl },
      { kind: 'paragraph', text: t(locale, 'mail.digest.why') },
    ],
  });
}
