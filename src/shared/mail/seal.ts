/**
 * Secret-bearing mail is stored sealed until it is sent: a reset link (the portal's sign-in links
 * and codes next) waits in `outbox_emails` while the mail server is down, and a database dump or
 * backup taken meanwhile must not hold a usable link. The text and HTML bodies of a message with
 * `secretUntil` are sealed (src/shared/crypto/sealed-text.ts: AES-256-GCM under a key derived
 * from JWT_SECRET for this purpose alone), and opened by the worker that sends them; the row is
 * deleted once sent, and when its secret expires at the latest. Recipient and subject stay
 * readable (the Mail page lists them); they carry no secret.
 *
 * Stored form: `sealed:v1:` + base64url(12-byte IV | ciphertext | 16-byte tag) of the JSON
 * `{ text, html }`. A body without the prefix is plain (mail without a secret, rows from before).
 */
import { textSeal } from '../crypto/sealed-text.js';

const PREFIX = 'sealed:v1:';

export interface MailBodies {
  text: string;
  html: string | null;
}

export interface OutboxSeal {
  /** The bodies as one sealed string, for `body_text` (with `body_html` null). */
  seal(bodies: MailBodies): string;
  /** The bodies of a stored row: opened when sealed, as stored otherwise. Throws when the key differs. */
  open(bodyText: string, bodyHtml: string | null): MailBodies;
}

export function isSealed(bodyText: string): boolean {
  return bodyText.startsWith(PREFIX);
}

export function outboxSeal(jwtSecret: string): OutboxSeal {
  const sealer = textSeal(jwtSecret, { info: 'taxdesk outbox seal', prefix: PREFIX });
  return {
    seal: (bodies) => sealer.seal(JSON.stringify(bodies)),
    open(bodyText, bodyHtml) {
      if (!isSealed(bodyText)) return { text: bodyText, html: bodyHtml };
      return JSON.parse(sealer.open(bodyText)) as MailBodies;
    },
  };
}
