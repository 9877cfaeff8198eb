import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * NIST SP 800-63B style: length over composition rules, common passwords refused, and the value
 * taken exactly as typed (never trimmed). Length counts characters (code points), not bytes.
 * Returns the problems found; an empty list means acceptable.
 */
export function passwordProblems(password: string, context: { email?: string } = {}): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`must be at least ${PASSWORD_MIN_LENGTH} characters`];
  if (length > PASSWORD_MAX_LENGTH) return [`must be at most ${PASSWORD_MAX_LENGTH} characters`];
  const lowered = password.toLowerCase();
  if (commonPasswords.test(password) || commonPasswords.test(lowered)) {
    return ['is too common; choose a less predictable password'];
  }
  if (new Set(lowered).size <= 2) return ['repeats too few characters'];
  const email = context.email?.toLowerCase();
  if (email) {
    const localPart = email.split('@')[0] ?? '';
    if (lowered.includes(email) || (localPart.length >= 4 && lowered.includes(localPart))) {
      return ['must not contain your email address'];
    }
  }
  return [];
}
