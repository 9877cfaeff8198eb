/**
 * What is wrong with one field of a request, for people: a code the admin can act on and a sentence
 * in the reader's language ("Enter an amount, e.g. 300000"), shown next to the field. The problem's
 * `errors` map (the contract's field -> messages, English) stays as it was; `fieldErrors` carries
 * these. Validator issues become codes here, in one place; a code's sentence is `errors.field.<code>`
 * in the catalogs (so the compiler refuses a code without one).
 */
import type { AjvIssue } from '@taxdesk/ajv-errors';
import type { FieldErrors } from '../errors.js';
import { isErrorCode, type ErrorCode } from '../error-codes.js';
import { t, type Locale, type MessageValues } from '../i18n/index.js';
import { TOO_DEEP_MESSAGE } from './body.js';
import { FINITE_MESSAGE, TEXT_MESSAGE } from './input-bounds.js';
import { PATTERN_MESSAGES, PATTERN_FIELD_CODES, type PatternFieldCode } from './schemas.js';

export type FieldCode =
  | 'required'
  | 'unknown_field'
  | 'type'
  | 'enum'
  | 'money'
  | 'date'
  | 'date_time'
  | 'email'
  | 'uri'
  | 'format'
  | 'min_length'
  | 'max_length'
  | 'minimum'
  | 'maximum'
  | 'greater_than'
  | 'less_than'
  | 'min_items'
  | 'max_items'
  | 'unique_items'
  | 'text'
  | 'finite'
  | 'too_deep'
  | 'no_body'
  | 'invalid'
  | 'guessable'
  | 'same_password'
  | PatternFieldCode;

/** One field's issue: `code` is a FieldCode, or the problem's own code for a rule of the domain (client_not_found). */
export interface FieldIssue {
  field: string;
  code: FieldCode | ErrorCode;
  values?: MessageValues;
}

/** The English fragments of the `errors` map that name one FieldCode (the validator's own words name none). */
export const FIELD_MESSAGES = {
  required: 'is required',
  unknown_field: 'is not a known field',
  money: 'must be an amount with at most two decimals',
  text: TEXT_MESSAGE,
  finite: FINITE_MESSAGE,
  no_body: 'this operation takes no body',
  too_deep: TOO_DEEP_MESSAGE,
  single_line: 'must not contain control characters or line breaks',
} as const satisfies Partial<Record<FieldCode, string>>;

const CODE_OF_MESSAGE = new Map<string, FieldCode>([
  ...Object.entries(FIELD_MESSAGES).map(([code, message]) => [message, code as FieldCode] as const),
  ...Object.entries(PATTERN_MESSAGES).map(([pattern, message]) => [message, PATTERN_FIELD_CODES[pattern]!] as const),
]);

/** A validator issue, as the one ajv mapping (@taxdesk/ajv-errors) reads it. */
export type { AjvIssue };

const FORMAT_CODES: Readonly<Record<string, FieldCode>> = { money: 'money', date: 'date', 'date-time': 'date_time', email: 'email', uri: 'uri', url: 'uri' };

/** Keywords whose issue names a limit: the code and `{ limit }`. */
const LIMIT_CODES: Readonly<Record<string, FieldCode>> = {
  minLength: 'min_length',
  maxLength: 'max_length',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'greater_than',
  exclusiveMaximum: 'less_than',
  minItems: 'min_items',
  maxItems: 'max_items',
};

/** The code and values of one validator issue. */
export function issueCode(issue: AjvIssue): { code: FieldCode; values?: MessageValues } {
  const { keyword, params } = issue;
  const limitCode = Object.hasOwn(LIMIT_CODES, keyword) ? LIMIT_CODES[keyword] : undefined;
  if (limitCode) return { code: limitCode, values: { limit: Number(params.limit) } };
  switch (keyword) {
    case 'required':
      return { code: 'required' };
    case 'additionalProperties':
      return { code: 'unknown_field' };
    case 'type':
      return { code: 'type', values: { type: String(params.type).split(',')[0] } };
    case 'enum':
      return { code: 'enum', values: { values: (params.allowedValues as unknown[]).join(', ') } };
    case 'const':
      return { code: 'enum', values: { values: String(params.allowedValue) } };
    case 'format':
      return { code: FORMAT_CODES[String(params.format)] ?? 'format' };
    case 'uniqueItems':
      return { code: 'unique_items' };
    case 'pattern':
      return { code: PATTERN_FIELD_CODES[String(params.pattern)] ?? (String(params.pattern).includes('\\u0000-\\u001f') ? 'single_line' : 'pattern') };
    case 'text':
      return { code: 'text' };
    case 'finite':
      return { code: 'finite' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * The issues of a problem that a service raised with an `errors` map: a fragment the server defines
 * names its code; otherwise the problem's own code says it (client_not_found: "The client does not
 * exist or was deleted."), or, for the generic validation_failed, `invalid`.
 */
export function issuesOfFieldErrors(errors: FieldErrors, problemCode: ErrorCode): FieldIssue[] {
  return Object.entries(errors).map(([field, messages]) => {
    const known = messages.map((message) => CODE_OF_MESSAGE.get(message)).find((code) => code !== undefined);
    if (known) return { field, code: known };
    const worded = messages.map(codeOfWording).find((issue) => issue !== undefined);
    if (worded) return { field, ...worded };
    if (problemCode !== 'validation_failed') return { field, code: problemCode };
    return { field, code: 'invalid' as const };
  });
}

/**
 * Service messages with a value in them (the password policy's: src/shared/auth/password-policy.ts),
 * so a refused password says why in the reader's language rather than the problem's generic detail.
 */
const WORDED: readonly { pattern: RegExp; issue: (match: RegExpMatchArray) => Omit<FieldIssue, 'field'> }[] = [
  { pattern: /^must be at least (\d+) characters$/, issue: (match) => ({ code: 'min_length', values: { limit: Number(match[1]) } }) },
  { pattern: /^must be at most (\d+) characters$/, issue: (match) => ({ code: 'max_length', values: { limit: Number(match[1]) } }) },
  { pattern: /^is too easy to guess/, issue: () => ({ code: 'guessable' }) },
  { pattern: /^must differ from the current password$/, issue: () => ({ code: 'same_password' }) },
];

function codeOfWording(message: string): Omit<FieldIssue, 'field'> | undefined {
  for (const { pattern, issue } of WORDED) {
    const match = message.match(pattern);
    if (match) return issue(match);
  }
  return undefined;
}

/** Sentence values every message may use: an example amount in the firm's currency. */
export interface FieldContext {
  moneyExample: string;
}

/** `fieldErrors` of a problem: one entry per field, the first issue a person should fix. */
export function localizedFieldErrors(issues: FieldIssue[], locale: Locale, context: FieldContext): { field: string; code: string; detail: string }[] {
  const seen = new Set<string>();
  const entries: { field: string; code: string; detail: string }[] = [];
  // A value that fails a type also fails the union around it ("invalid"): the type says more.
  const ordered = [...issues].sort((a, b) => Number(a.code === 'invalid') - Number(b.code === 'invalid'));
  for (const issue of ordered) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    const values = { example: context.moneyExample, ...issue.values };
    const detail = isErrorCode(issue.code) ? t(locale, `errors.${issue.code}.detail`, values) : t(locale, `errors.field.${issue.code}`, values);
    entries.push({ field: issue.field, code: issue.code, detail });
  }
  return entries;
}
