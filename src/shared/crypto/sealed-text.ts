/**
 * Text stored sealed: AES-256-GCM (node:crypto) under a key derived from JWT_SECRET by HKDF-SHA256
 * for one purpose alone (its `info`), so a database dump or backup holds nothing usable without the
 * server's secret, and a value sealed for one purpose never opens as another's. The outbox's
 * secret-bearing mail (src/shared/mail/seal.ts) and the staff's TOTP secrets
 * (src/shared/auth/mfa-store.ts) are sealed this way.
 *
 * Stored form: the purpose's prefix + base64url(12-byte IV | ciphertext | 16-byte tag).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TextSeal {
  readonly prefix: string;
  seal(plain: string): string;
  /** Throws when the value is not sealed under this key and purpose (another JWT_SECRET, tampering). */
  open(sealed: string): string;
}

export function textSeal(jwtSecret: string, purpose: { info: string; prefix: string }): TextSeal {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', purpose.info, 32));
  const { prefix } = purpose;
  return {
    prefix,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(value) {
      if (!value.startsWith(prefix)) throw new Error('the value is not sealed for this purpose');
      const raw = Buffer.from(value.slice(prefix.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
