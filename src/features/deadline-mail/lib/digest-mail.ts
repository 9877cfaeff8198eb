import { fromMinorUnits } from '../../../shared/money.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
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

function section(title: string, lines: string[]): Block[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, MAX_LINES);
  if (lines.length > shown.length) shown.push(`... and ${lines.length - shown.length} more in the admin`);
  return [{ kind: 'list', title: `${title} (${lines.length})`, items: shown }];
}

function deadlineLine(deadline: OpenDeadline, userId: number): string {
  const what = [deadline.taxType, deadline.period].filter(Boolean).join(' ');
  const mine = deadline.assigneeUserId === userId ? ' [yours]' : '';
  return `${deadline.dueDate} ${deadline.clientName}: ${what} ${deadline.kind}${mine}`;
}

/** The user's own deadlines first (stable: by due date within each group). */
function theirsFirst(deadlines: OpenDeadline[], userId: number): OpenDeadline[] {
  return [...deadlines.filter((d) => d.assigneeUserId === userId), ...deadlines.filter((d) => d.assigneeUserId !== userId)];
}

export function isEmptyDigest(content: DigestContent): boolean {
  return content.deadlines.length === 0 && content.unpaid.length === 0 && content.inquiries.length === 0;
}

export function digestMail(brand: Brand, user: DigestRecipient, content: DigestContent, adminUrl: string): OutgoingEmail {
  const ordered = theirsFirst(content.deadlines, user.id);
  const overdue = ordered.filter((d) => d.dueDate < content.today).map((d) => deadlineLine(d, user.id));
  const upcoming = ordered.filter((d) => d.dueDate >= content.today).map((d) => deadlineLine(d, user.id));
  return renderMail(brand, {
    to: user.email,
    subject: `Deadlines for ${content.today}`,
    blocks: [
      ...section('Overdue filings and schedules', overdue),
      ...section('Due in the next 7 days', upcoming),
      ...section('Unpaid revenue past due', content.unpaid.map((e) => `${e.dueDate} ${e.clientName}: ${e.description} ${fromMinorUnits(e.amount).toFixed(2)}`)),
      ...section('New inquiries not yet answered', content.inquiries.map((i) => `#${i.id} ${i.createdAt.slice(0, 10)} ${i.name}: ${i.subject}`)),
      { kind: 'link', label: 'Open the dashboard', url: adminUrl },
      { kind: 'paragraph', text: 'You get this mail because you turned on the morning digest on your Account page; turn it off there.' },
    ],
  });
}
