/**
 * The mails about document requests (issue 33.6): the client is told what the firm asks for, and
 * reminded before the due date and weekly while overdue; the staff member a request belongs to is
 * told when the client uploaded against it. Every text comes from the `mail` catalog, in the
 * reader's language; titles and file names are values, escaped by renderMail.
 */
import { formatDate, t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { firmContact, type MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';

export interface RequestLine {
  title: string;
  dueDate: string;
}

export interface ClientAddress {
  clientName: string;
  clientEmail: string;
}

/** "Please upload these in your client portal": one mail per client for the requests made since the last run. */
export function newRequestsMail(brand: Brand, reader: MailReader, client: ClientAddress, requests: RequestLine[], portalUrl: string): OutgoingEmail {
  const { locale, timeZone } = reader;
  const count = requests.length;
  const contact = firmContact(brand, reader);
  return renderMail(brand, {
    to: client.clientEmail,
    subject: t(locale, 'mail.request.new.subject', { count }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.reminder.greeting', { name: client.clientName }) },
      {
        kind: 'list',
        title: t(locale, 'mail.request.new.body', { count }),
        items: requests.map((request) => t(locale, 'mail.request.line', { title: request.title, dueDate: formatDate(locale, timeZone, request.dueDate) })),
      },
      { kind: 'link', label: t(locale, 'mail.request.upload'), url: portalUrl },
      ...(contact ? [{ kind: 'paragraph' as const, text: t(locale, 'mail.reminder.contact', { contact }) }] : []),
    ],
  });
}

export interface ReminderLine extends RequestLine {
  /** Days until the due date; negative once it has passed. */
  daysLeft: number;
}

/** One reminder per client and run, listing each request whose step came (overdue ones first). */
export function requestReminderMail(brand: Brand, reader: MailReader, client: ClientAddress, requests: ReminderLine[], portalUrl: string): OutgoingEmail {
  const { locale, timeZone } = reader;
  const count = requests.length;
  const overdue = requests.some((request) => request.daysLeft < 0) ? 'yes' : 'no';
  const contact = firmContact(brand, reader);
  const line = (request: ReminderLine) => {
    const dueDate = formatDate(locale, timeZone, request.dueDate);
    return request.daysLeft < 0
      ? t(locale, 'mail.request.reminder.overdue_line', { title: request.title, dueDate, daysLate: -request.daysLeft })
      : t(locale, 'mail.request.reminder.line', { title: request.title, dueDate, daysLeft: request.daysLeft });
  };
  return renderMail(brand, {
    to: client.clientEmail,
    subject: t(locale, 'mail.request.reminder.subject', { overdue, count }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.reminder.greeting', { name: client.clientName }) },
      { kind: 'list', title: t(locale, 'mail.request.reminder.body', { count }), items: requests.map(line) },
      { kind: 'link', label: t(locale, 'mail.request.upload'), url: portalUrl },
      { kind: 'paragraph', text: t(locale, 'mail.request.reminder.rejected') },
      ...(contact ? [{ kind: 'paragraph' as const, text: t(locale, 'mail.reminder.contact', { contact }) }] : []),
    ],
  });
}

export interface UploadNotice {
  requestId: number;
  clientId: number;
  clientName: string;
  title: string;
  dueDate: string;
  fileNames: string[];
}

/** To the staff member a request belongs to: the client uploaded files against it. */
export function uploadedMail(brand: Brand, reader: MailReader, to: string, notice: UploadNotice, adminUrl: string): OutgoingEmail {
  const { locale, timeZone } = reader;
  const values = { client: notice.clientName, title: notice.title, count: notice.fileNames.length };
  return renderMail(brand, {
    to,
    subject: t(locale, 'mail.request.uploaded.subject', values),
    blocks: [
      { kind: 'list', title: t(locale, 'mail.request.uploaded.body', { ...values, dueDate: formatDate(locale, timeZone, notice.dueDate) }), items: notice.fileNames },
      { kind: 'link', label: t(locale, 'mail.request.uploaded.open'), url: `${adminUrl}/clients/${notice.clientId}?tab=documents` },
      { kind: 'paragraph', text: t(locale, 'mail.request.uploaded.why') },
    ],
  });
}
