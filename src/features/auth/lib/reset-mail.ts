import { t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import type { MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';

/** The reset link is a secret: the stored mail is deleted once sent, and when the link expires. */
export function resetMail(brand: Brand, reader: MailReader, email: string, link: string, expiresAt: Date, minutes: number): OutgoingEmail {
  const { locale } = reader;
  return renderMail(brand, {
    to: email,
    subject: t(locale, 'mail.reset.subject'),
    secretUntil: expiresAt,
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.reset.intro', { email }) },
      { kind: 'link', label: t(locale, 'mail.reset.link', { minutes }), url: link },
      { kind: 'paragraph', text: t(locale, 'mail.reset.ignore') },
    ],
  });
}
