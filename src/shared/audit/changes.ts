import { isDeepStrictEqual } from 'node:util';

/** `{ field: { before, after } }`: null before on a create, null after on a delete. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export interface ChangeOptions {
  /** Fields whose values are never recorded (only that they changed). */
  secret?: readonly string[];
  /** Fields recorded with all but their last four characters hidden (tax ids). */
  masked?: readonly string[];
  /** Fields left out altogether (bookkeeping such as updatedAt). */
  ignore?: readonly string[];
}

export const REDACTED = '[redacted]';
/** Names that are secret whatever a caller says: a forgotten `secret:` must not leak a hash. */
const ALWAYS_SECRET = /password|hash|token|secret/i;
const ALWAYS_IGNORED = new Set(['updatedAt', 'updated_at']);
/** Long texts (a post's content) are kept short: the trail says what changed, not every revision. */
export const MAX_TEXT = 500;

type Fields = Record<string, unknown>;

// Cut by code points: a UTF-16 slice may split a surrogate pair, and PostgreSQL's jsonb refuses
// the lone half (a 500 on saving a client whose business number ends in an emoji).
export function mask(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const characters = Array.from(typeof value === 'string' ? value : JSON.stringify(value));
  const shown = characters.length <= 4 ? [] : characters.slice(-4);
  return `${'*'.repeat(characters.length - shown.length)}${shown.join('')}`;
}

function shorten(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length <= MAX_TEXT) return value;
  const characters = Array.from(value);
  if (characters.length <= MAX_TEXT) return value;
  return `${characters.slice(0, MAX_TEXT).join('')}… (${characters.length} characters)`;
}

/**
 * The fields that differ between two states of a record, ready for an audit entry. Pass null as
 * `before` for a create and as `after` for a delete. Secret values are replaced with [redacted].
 */
export function changedFields(before: Fields | null, after: Fields | null, options: ChangeOptions = {}): FieldChanges {
  const secret = new Set(options.secret);
  const masked = new Set(options.masked);
  const ignored = new Set(options.ignore);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChanges = {};
  for (const key of keys) {
    if (ignored.has(key) || ALWAYS_IGNORED.has(key)) continue;
    const was = before ? before[key] : undefined;
    const is = after ? after[key] : undefined;
    if (before && after && isDeepStrictEqual(was ?? null, is ?? null)) continue;
    if (!before && (is === undefined || is === null)) continue;
    if (!after && (was === undefined || was === null)) continue;
    if (secret.has(key) || ALWAYS_SECRET.test(key)) {
      changes[key] = { before: before ? REDACTED : null, after: after ? REDACTED : null };
    } else if (masked.has(key)) {
      changes[key] = { before: mask(was), after: mask(is) };
    } else {
      changes[key] = { before: shorten(was), after: shorten(is) };
    }
  }
  return changes;
}
