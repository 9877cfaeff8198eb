/**
 * Secret-bearing mail is stored sealed until it is sent: a reset link (the portal's sign-in links
 * and codes next) waits in `outbox_emails` while the mail server is down, and a database dump or
 * backup taken meanwhile must not hold a usable link. The text and HTML bodies of a message with
 * `secretUntil` are encrypted with AES-256-GCM (node:crypto) under a key derived from JWT_SECRET
 * by HKDF-SHA256 for this purpose alone, and opened by the worker that sends them; the row is
 * deleted once sent, and when its secret expires at the latest. Recipient and subject stay
 * readable (the Mail page lists them); they carry no secret.
 *
 * Stored form: `sealed:v1:` + base64url(12-byte IV | ciphertext | 16-byte tag) of the JSON
 * `{ text, html }`. A body without the prefix is plain (mail without a secret, rows from before).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

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
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'taxdesk outbox seal', 32));
  return {
    seal(bodies) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(bodies), 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(bodyText, bodyHtml) {
      if (!isSealed(bodyText)) return { text: bodyText, html: bodyHtml };
      const raw = Buffer.from(bodyText.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as MailBodies;
    },
  };
}
