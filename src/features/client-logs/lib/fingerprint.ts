/**
 * A fingerprint names one problem however often it happens: sha256 of the level, the normalized
 * message and the normalized top stack frame. Normalizing removes what differs between repeats of
 * the same problem (ids, numbers, query strings, line and column numbers, bundle hashes) and keeps
 * what tells problems apart (the words of the message, the function and file that threw).
 */
import { createHash } from 'node:crypto';

const URL_QUERY = /\b((?:https?|wss?):\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/**
 * Bounded parts (RFC 5321 sizes) keep this linear: with unbounded runs, a 100-entry batch of
 * 2,000-character messages like "a@b.b.b..." took 0.48 s of CPU (quadratic backtracking; bench/fingerprint.ts).
 */
const EMAIL = /\b[^\s@"'<>]{1,64}@[^\s@"'<>.]{1,63}(?:\.[^\s@"'<>.]{1,63}){0,8}\.[a-z]{2,24}\b/gi;
/** Hex runs of 8+ with at least one digit: object ids, hashes, bundle hashes (index-3f2a9c1b.js). */
const HEX_ID = /\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi;
const NUMBER = /\d+(?:\.\d+)?/g;

export function normalizeMessage(message: string): string {
  const withoutUrlsAndUuids = message.replace(URL_QUERY, '$1').replace(UUID, '<uuid>');
  // Most messages hold no address; skipping the scan saves its cost on long ones.
  const withoutEmails = withoutUrlsAndUuids.includes('@') ? withoutUrlsAndUuids.replace(EMAIL, '<email>') : withoutUrlsAndUuids;
  return withoutEmails
    .replace(HEX_ID, '<hex>')
    .replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Chrome's "    at fn (url:1:2)" and Firefox/Safari's "fn@url:1:2". */
const V8_FRAME = /^\s*at\s+(.*)$/;
const GECKO_FRAME = /^([^@\s]*)@(.+)$/;

/** The first frame of a stack, without line/column numbers, query strings or the page's origin. */
export function topFrame(stack: string | null | undefined): string {
  if (!stack) return '';
  for (const line of stack.split('\n')) {
    const v8 = V8_FRAME.exec(line);
    const gecko = v8 ? null : GECKO_FRAME.exec(line.trim());
    const frame = v8?.[1] ?? (gecko ? `${gecko[1]} (${gecko[2]})` : null);
    if (frame) return normalizeFrame(frame);
  }
  return '';
}

function normalizeFrame(frame: string): string {
  return frame
    .replace(/[?#][^\s):]*/g, '')
    .replace(/(?::\d+){1,2}(?=\)?$)/, '')
    .replace(/\b(?:https?|wss?):\/\/[^/\s)]+/gi, '')
    .replace(HEX_ID, '<hex>')
    .trim();
}

export function fingerprintOf(entry: { level: string; message: string; stack?: string | null }): string {
  const basis = `${entry.level}\n${normalizeMessage(entry.message)}\n${topFrame(entry.stack)}`;
  return createHash('sha256').update(basis).digest('hex').slice(0, 32);
}
