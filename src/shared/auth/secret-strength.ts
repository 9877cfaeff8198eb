/**
 * How much key material a configured secret (JWT_SECRET) holds, judged from its text alone.
 * Generated secrets are hex or base64, so those are decoded and counted at 4 or 6 bits a
 * character; anything else is counted at log2 of the character classes it draws from, the way a
 * brute-force search would have to. Repetition and low variety are refused outright: a long
 * secret made of one short unit has little more material than the unit.
 */
export const MIN_SECRET_BITS = 256;
export const MAKE_SECRET_HINT = 'make one with: openssl rand -base64 48';

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Fewer distinct characters than this (hex: half of it) is a made-up string, not a random one. */
const MIN_DISTINCT = 12;

export interface SecretAssessment {
  encoding: 'hex' | 'base64' | 'text';
  bits: number;
  /** Why the secret is refused regardless of its length, or null. */
  flaw: string | null;
}

function textBits(secret: string): number {
  const chars = [...secret];
  let alphabet = 0;
  if (chars.some((c) => c >= 'a' && c <= 'z')) alphabet += 26;
  if (chars.some((c) => c >= 'A' && c <= 'Z')) alphabet += 26;
  if (chars.some((c) => c >= '0' && c <= '9')) alphabet += 10;
  if (chars.some((c) => c >= ' ' && c <= '~' && !/[A-Za-z0-9]/.test(c))) alphabet += 33;
  if (chars.some((c) => c > '~' || c < ' ')) alphabet += 128;
  return Math.floor(chars.length * Math.log2(Math.max(alphabet, 2)));
}

/** The shortest unit the whole string repeats (its own length when it repeats nothing). */
function period(text: string): number {
  for (let unit = 1; unit <= text.length / 2; unit++) {
    if (text.length % unit === 0 && text.slice(unit) === text.slice(0, -unit)) return unit;
  }
  return text.length;
}

export function assessSecret(secret: string): SecretAssessment {
  const distinct = new Set(secret).size;
  let assessment: SecretAssessment;
  if (HEX.test(secret) && secret.length >= 16) {
    assessment = { encoding: 'hex', bits: secret.length * 4, flaw: distinct < MIN_DISTINCT / 2 ? 'low variety' : null };
  } else if (secret.length >= 16 && /[a-z]/.test(secret) && /[A-Z]/.test(secret) && (BASE64.test(secret) || (BASE64URL.test(secret) && /\d/.test(secret)))) {
    // Counted as base64 it holds 6 bits a character, never more than as text, so a doubt goes this
    // way. Base64 proper needs both cases only: one random secret of 31 bytes in about 1,250 has no
    // digit. Without + / or padding it may be words with dashes, which do not mix in digits.
    const bytes = Buffer.from(secret, BASE64.test(secret) ? 'base64' : 'base64url');
    assessment = { encoding: 'base64', bits: bytes.length * 8, flaw: distinct < MIN_DISTINCT ? 'low variety' : null };
  } else {
    assessment = { encoding: 'text', bits: textBits(secret), flaw: distinct < MIN_DISTINCT ? 'low variety' : null };
  }
  if (period(secret) < secret.length) assessment.flaw = 'a repeated pattern';
  return assessment;
}

/** The reason a production secret is refused, or null when it is strong enough. */
export function secretProblem(secret: string | null): string | null {
  if (secret === null) return `is required in production; ${MAKE_SECRET_HINT}`;
  const { encoding, bits, flaw } = assessSecret(secret);
  if (flaw === 'a repeated pattern') return `is ${flaw}, not a random key; ${MAKE_SECRET_HINT}`;
  if (bits < MIN_SECRET_BITS) {
    const as = encoding === 'text' ? 'as text' : `decoded as ${encoding}`;
    return `holds about ${bits} bits of key material (${as}), fewer than ${MIN_SECRET_BITS}; ${MAKE_SECRET_HINT}`;
  }
  if (flaw) return `is ${flaw}, not a random key; ${MAKE_SECRET_HINT}`;
  return null;
}
