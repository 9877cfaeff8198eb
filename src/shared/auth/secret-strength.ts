/**
 * How much key material a configured secret (JWT_SECRET) holds, judged from its text alone.
 * Generated secrets are hex or base64, so those are decoded and counted at 4 or 6 bits a
 * character. Anything else is text a person may have made up, and is read by the zxcvbn estimator
 * (the password policy's): the words, keyboard runs, dates and repeats it recognises count as the
 * guesses it gives them, only the stretches it cannot explain count at log2 of the character
 * classes used, the way a brute-force search would have to. Counted by classes alone,
 * `my-company-taxdesk-jwt-secret-key-production` held 258 bits and started in production; read so
 * it holds about 130. Repetition and low variety are refused outright: a long secret made of one
 * short unit has little more material than the unit.
 */
import { guessableMatches } from './password-policy.js';

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

/** Words an attacker tries first on this product's signing secret. */
const SECRET_WORDS = ['jwt', 'secret', 'key', 'token', 'signing', 'production', 'prod', 'company', 'hs256'];

/** log2 of the alphabet the text draws from: what one unexplained character is worth. */
function classBits(secret: string): number {
  const chars = [...secret];
  let alphabet = 0;
  if (chars.some((c) => c >= 'a' && c <= 'z')) alphabet += 26;
  if (chars.some((c) => c >= 'A' && c <= 'Z')) alphabet += 26;
  if (chars.some((c) => c >= '0' && c <= '9')) alphabet += 10;
  if (chars.some((c) => c >= ' ' && c <= '~' && !/[A-Za-z0-9]/.test(c))) alphabet += 33;
  if (chars.some((c) => c > '~' || c < ' ')) alphabet += 128;
  return Math.log2(Math.max(alphabet, 2));
}

/*
 * The estimator explains a text with the cheapest sequence of matches, and leaves a stretch it
 * finds no cheaper reading for as brute force: "-taxdesk-jwt-" or " is my very long ". Such a
 * stretch is read again word by word (separators at the class rate), so words between separators
 * count as words.
 */
function structuredBits(text: string, perChar: number, words: readonly string[]): number {
  let bits = 0;
  for (const match of guessableMatches(text, words)) {
    const bruteForce = [...match.token].length * perChar;
    if (match.pattern !== 'bruteforce') {
      bits += Math.min(Math.log2(match.guesses), bruteForce);
      continue;
    }
    const pieces = match.token.split(/([^\p{L}\p{N}]+)/u).filter((piece) => piece !== '');
    if (pieces.length === 1) {
      bits += bruteForce;
      continue;
    }
    for (const piece of pieces) {
      bits += /^[^\p{L}\p{N}]+$/u.test(piece) ? [...piece].length * perChar : structuredBits(piece, perChar, words);
    }
  }
  return bits;
}

function textBits(secret: string): number {
  return Math.floor(structuredBits(secret, classBits(secret), SECRET_WORDS));
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
    const as = encoding === 'text' ? 'as text, words and keyboard runs counted as guessable' : `decoded as ${encoding}`;
    return `holds about ${bits} bits of key material (${as}), fewer than ${MIN_SECRET_BITS}; ${MAKE_SECRET_HINT}`;
  }
  if (flaw) return `is ${flaw}, not a random key; ${MAKE_SECRET_HINT}`;
  return null;
}
