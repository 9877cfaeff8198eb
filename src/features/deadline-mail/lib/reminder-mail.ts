import { formatDate, t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import type { MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';
import type { ReminderCandidate } from '../repository.js';

/** "or" between the firm's phone and email, in the reader's language; null when it has neither. */
export function contactOf(brand: Brand, reader: MailReader): string | null {
  const [first, second] = [brand.contactPhone, brand.contactEmail].filter((line): line is string => !!line);
  if (!first) return null;
  return second ? t(reader.locale, 'mail.contact.or', { first, second }) : first;
}

export function reminderMail(brand: Brand, reader: MailReader, deadline: ReminderCandidate, daysLeft: number): OutgoingEmail {
  const { locale } = reader;
  const what = [deadline.taxType, deadline.period].filter(Boolean).join(' ');
  const dueDate = formatDate(locale, reader.timeZone, deadline.dueDate);
  const contact = contactOf(brand, reader);
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
