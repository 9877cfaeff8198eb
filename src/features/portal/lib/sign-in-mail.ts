import { t, type Locale } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';

export interface SignInSecret {
  /** PORTAL_URL#token=...: the fragment never reaches a server log or a Referer. */
  link: string;
  code: string;
  expiresAt: Date;
  minutes: number;
}

/**
 * The invitation and the sign-in mail carry the same secret (a link and a code), in the client's
 * language; the stored mail is deleted once sent, and when the secret expires at the latest.
 */
export function signInMail(brand: Brand, locale: Locale, to: string, kind: 'invitation' | 'sign_in', secret: SignInSecret): OutgoingEmail {
  const firm = brand.siteName;
  const intro = kind === 'invitation' ? t(locale, 'mail.portal.invitation.intro', { firm }) : t(locale, 'mail.portal.sign_in.intro', { firm });
  return renderMail(brand, {
    to,
    subject: kind === 'invitation' ? t(locale, 'mail.portal.invitation.subject') : t(locale, 'mail.portal.sign_in.subject'),
    secretUntil: secret.expiresAt,
    blocks: [
      { kind: 'paragraph', text: intro },
      { kind: 'link', label: t(locale, 'mail.portal.sign_in.link', { minutes: secret.minutes }), url: secret.link },
      { kind: 'paragraph', text: t(locale, 'mail.portal.sign_in.code', { code: secret.code }) },
      { kind: 'paragraph', text: t(locale, 'mail.portal.sign_in.ignore') },
    ],
  });
}
