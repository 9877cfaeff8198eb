import { t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import type { MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';

/** Tells a user their second factors were reset (by an admin or the CLI), in their language. */
export function factorResetMail(brand: Brand, reader: MailReader, email: string, adminUrl: string): OutgoingEmail {
  const { locale } = reader;
  return renderMail(brand, {
    to: email,
    subject: t(locale, 'mail.mfa_reset.subject'),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.mfa_reset.intro', { email }) },
      { kind: 'link', label: t(locale, 'mail.mfa_reset.next'), url: adminUrl },
      { kind: 'paragraph', text: t(locale, 'mail.mfa_reset.not_you') },
    ],
  });
}
