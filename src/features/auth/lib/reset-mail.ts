import { renderMail, type Brand } from '../../../shared/mail/template.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';

/** The reset link is a secret: the stored mail is deleted once sent, and when the link expires. */
export function resetMail(brand: Brand, email: string, link: string, expiresAt: Date): OutgoingEmail {
  return renderMail(brand, {
    to: email,
    subject: 'Reset your password',
    secretUntil: expiresAt,
    blocks: [
      { kind: 'paragraph', text: `Someone (hopefully you) asked to reset the password of ${email}.` },
      { kind: 'link', label: 'Open this link within 30 minutes to choose a new password', url: link },
      { kind: 'paragraph', text: 'If you did not ask for this, ignore this message; your password stays as it is.' },
    ],
  });
}
