/**
 * Authenticator codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads from an otpauth:// URI) through the otpauth library; recovery codes. The time is the
 * app's clock, passed in.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashOpaqueToken } from './tokens.js';

const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

function totpOf(secretBase32: string, label = 'taxdesk', issuer = 'taxdesk'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret: 160 random bits (RFC 4226's recommendation), base32 as apps take it by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code: the firm's name and the user's email. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/** The time step of `nowMs` (RFC 6238's T). */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs });
}

/** The code of a secret at a moment (tests and the CLI's check). */
export function totpCode(secretBase32: string, atMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: atMs });
}

/** The time step whose code `code` is, within one step of now; null when it is none of them. */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** Whether an entered code has the shape of an authenticator code (else it is taken as a recovery code). */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/**
 * Ten recovery codes of 16 characters from a 32-letter alphabet without look-alikes (80 random bits
 * each, shown as xxxx-xxxx-xxxx-xxxx): with that much entropy a fast hash is enough to store them,
 * as for the opaque tokens.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const letters = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export function hashRecoveryCode(code: string): string {
  return hashOpaqueToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
