/**
 * The deadlines as an iCalendar (RFC 5545) document, through ical-generator: one all-day VEVENT per
 * schedule or filing, a UID stable across fetches (so calendar apps update events instead of
 * duplicating them), the status in the summary and a link to the client in the admin.
 */
import ical from 'ical-generator';
import { OPEN_FILING_STATUSES } from '../../../shared/tax/open-work.js';
import type { Deadline } from '../repository.js';

export interface FeedOptions {
  calendarName: string;
  /** The host part of every UID (the site's host): UIDs must be globally unique. */
  uidHost: string;
  adminUrl: string;
  today: string;
}

function isOpen(deadline: Deadline): boolean {
  return deadline.kind === 'schedule' ? deadline.status === 'pending' : (OPEN_FILING_STATUSES as readonly string[]).includes(deadline.status);
}

/** What the summary says: overdue first, then the record's own status. */
export function statusLabel(deadline: Deadline, today: string): string {
  if (isOpen(deadline) && deadline.dueDate < today) return 'OVERDUE';
  return deadline.status.replace(/_/g, ' ');
}

export function renderDeadlineFeed(deadlines: readonly Deadline[], options: FeedOptions): string {
  const calendar = ical({
    // ical-generator writes the name unescaped: keep it to characters that need no escaping.
    name: options.calendarName.replace(/[,;\\\r\n]+/g, ' ').trim(),
    prodId: { company: 'taxdesk', product: 'deadlines', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const deadline of deadlines) {
    const what = [deadline.taxType, deadline.period].filter(Boolean).join(' ');
    const kind = deadline.kind === 'schedule' ? 'Filing schedule' : 'Tax filing';
    calendar.createEvent({
      id: `${deadline.kind}-${deadline.id}@${options.uidHost}`,
      start: new Date(`${deadline.dueDate}T00:00:00.000Z`),
      allDay: true,
      summary: `[${statusLabel(deadline, options.today)}] ${what} · ${deadline.clientName}`,
      description: `${kind} #${deadline.id}: ${what} for ${deadline.clientName}, due ${deadline.dueDate}, ${deadline.status.replace(/_/g, ' ')}.`,
      url: `${options.adminUrl}/clients/${deadline.clientId}`,
      stamp: new Date(deadline.updatedAt),
      lastModified: new Date(deadline.updatedAt),
    });
  }
  return calendar.toString();
}
