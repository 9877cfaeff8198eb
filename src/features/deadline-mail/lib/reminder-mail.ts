import { formatDate, t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { firmContact, type MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';
import type { ReminderCandidate } from '../repository.js';

export function reminderMail(brand: Brand, reader: MailReader, deadline: ReminderCandidate, daysLeft: number): OutgoingEmail {
  const { locale } = reader;
  const what = [deadline.taxType, deadline.period].filter(Boolean).join(' ');
  const dueDate = formatDate(locale, reader.timeZone, deadline.dueDate);
  const contact = firmContact(brand, reader);
  return renderMail(brand, {
    to: deadline.clientEmail,
    subject: t(locale, 'mail.reminder.subject', { what, dueDate }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.reminder.greeting', { name: deadline.clientName }) },
      { kind: 'paragraph', text: t(locale, 'mail.reminder.body', { what, kind: deadline.kind, daysLeft, dueDate }) },
      { kind: 'paragraph', text: t(locale, 'mail.reminder.documents') },
      ...(contact ? [{ kind: 'paragraph' as const, text: t(locale, 'mail.reminder.contact', { contact }) }] : []),
    ],
  });
}
