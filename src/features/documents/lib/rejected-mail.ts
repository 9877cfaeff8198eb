/**
 * The mail a client gets when staff send an upload back (PUT /api/document-requests/{id} with
 * `rejected`): the request, the note staff wrote (quoted as typed) and the way to the portal, in
 * the client's language, every text from the `mail` catalog; the title and note are values,
 * escaped for HTML by renderMail.
 */
import type { Locale } from '../../../shared/i18n/locales.js';
import { formatDate, t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { firmContact, type MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';

export interface RejectionAddressee {
  clientName: string;
  clientEmail: string;
  clientLocale: Locale | null;
}

export interface Rejection {
  title: string;
  dueDate: string;
  reviewNote: string;
}

export function rejectedUploadMail(brand: Brand, reader: MailReader, to: RejectionAddressee, rejection: Rejection, portalUrl: string): OutgoingEmail {
  const { locale, timeZone } = reader;
  const contact = firmContact(brand, reader);
  return renderMail(brand, {
    to: to.clientEmail,
    subject: t(locale, 'mail.request.rejected.subject', { title: rejection.title }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.reminder.greeting', { name: to.clientName }) },
      { kind: 'paragraph', text: t(locale, 'mail.request.rejected.body', { title: rejection.title, dueDate: formatDate(locale, timeZone, rejection.dueDate) }) },
      { kind: 'quote', text: rejection.reviewNote },
      { kind: 'link', label: t(locale, 'mail.request.upload'), url: portalUrl },
      ...(contact ? [{ kind: 'paragraph' as const, text: t(locale, 'mail.reminder.contact', { contact }) }] : []),
    ],
  });
}
