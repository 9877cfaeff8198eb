import { formatDate, formatStoredMoney, t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import type { MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Block, type Brand } from '../../../shared/mail/template.js';
import type { DigestLetter, DigestRecipient, DigestRequest, NewInquiry, OpenDeadline, UnpaidEntry } from '../repository.js';

/** A digest lists this many lines per section at most, then says how many more the admin shows. */
const MAX_LINES = 50;

export interface DigestContent {
  today: string;
  deadlines: OpenDeadline[];
  unpaid: UnpaidEntry[];
  inquiries: NewInquiry[];
  /** Document requests still open past their due date. */
  overdueRequests: DigestRequest[];
  /** Requests whose uploaded files wait for the firm's review. */
  uploads: DigestRequest[];
  /** Engagement letters waiting for the client's signature. */
  letters: DigestLetter[];
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

/** The user's own requests first (stable within each group). */
function requestsTheirsFirst(requests: DigestRequest[], userId: number): DigestRequest[] {
  return [...requests.filter((r) => r.assigneeUserId === userId), ...requests.filter((r) => r.assigneeUserId !== userId)];
}

export function isEmptyDigest(content: DigestContent): boolean {
  return [content.deadlines, content.unpaid, content.inquiries, content.overdueRequests, content.uploads, content.letters].every((list) => list.length === 0);
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
  const mine = (request: DigestRequest) => (request.assigneeUserId === user.id ? 'yes' : 'no');
  const overdueRequests = requestsTheirsFirst(content.overdueRequests, user.id).map((request) =>
    t(locale, 'mail.digest.request_line', { dueDate: formatDate(locale, timeZone, request.dueDate, 'medium'), client: request.clientName, title: request.title, mine: mine(request) }),
  );
  const uploads = requestsTheirsFirst(content.uploads, user.id).map((request) =>
    t(locale, 'mail.digest.upload_line', { client: request.clientName, title: request.title, files: request.files, mine: mine(request) }),
  );
  const letters = [...content.letters.filter((letter) => letter.senderUserId === user.id), ...content.letters.filter((letter) => letter.senderUserId !== user.id)].map((letter) =>
    t(locale, 'mail.digest.letter_line', {
      client: letter.clientName,
      title: letter.title,
      sentAt: formatDate(locale, timeZone, new Date(letter.sentAt), 'medium'),
      mine: letter.senderUserId === user.id ? 'yes' : 'no',
    }),
  );
  return renderMail(brand, {
    to: user.email,
    subject: t(locale, 'mail.digest.subject', { today: formatDate(locale, timeZone, content.today) }),
    blocks: [
      ...section(reader, (count) => t(locale, 'mail.digest.overdue', { count }), overdue),
      ...section(reader, (count) => t(locale, 'mail.digest.upcoming', { count }), upcoming),
      ...section(reader, (count) => t(locale, 'mail.digest.unpaid', { count }), unpaid),
      ...section(reader, (count) => t(locale, 'mail.digest.inquiries', { count }), inquiries),
      ...section(reader, (count) => t(locale, 'mail.digest.requests_overdue', { count }), overdueRequests),
      ...section(reader, (count) => t(locale, 'mail.digest.uploads', { count }), uploads),
      ...section(reader, (count) => t(locale, 'mail.digest.letters', { count }), letters),
      { kind: 'link', label: t(locale, 'mail.digest.open'), url: adminUrl },
      { kind: 'paragraph', text: t(locale, 'mail.digest.why') },
    ],
  });
}
