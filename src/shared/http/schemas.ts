import { Type, type Static, type TObject, type TObjectOptions, type TOptional, type TProperties, type TSchema, type TUnsafe } from 'typebox';

/**
 * An object that refuses unknown properties. Every request body, query and params schema is one
 * (the validator compiler refuses to compile an object schema that leaves this open by accident).
 */
export function Strict<T extends TProperties>(properties: T, options: TObjectOptions = {}): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/**
 * Spread into a write schema: fields of the read representation the server computes (ids, looked-up
 * names, timestamps), marked readOnly. A client may send back what GET returned; the write ignores
 * them. Any other unknown field is still refused.
 */
export function ReadOnlyFields<T extends TProperties, const K extends keyof T & string>(
  read: TObject<T>,
  keys: readonly K[],
): { [P in K]: TOptional<T[P]> } {
  const fields: Record<string, TSchema> = {};
  for (const key of keys) fields[key] = Type.Optional({ ...read.properties[key], readOnly: true });
  return fields as { [P in K]: TOptional<T[P]> };
}

/**
 * The schema, or null. A schema with one type becomes `type: [type, "null"]` rather than an anyOf,
 * so a bad value gets one message ("must match format email"), not three.
 */
export function Nullable<T extends TSchema>(schema: T, description?: string): TUnsafe<Static<T> | null> {
  const annotations = description ? { description } : {};
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'], ...annotations });
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()], annotations));
}

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'A positive integer id.' });
export const IdParams = Strict({ id: Id });

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Spread into a query schema: `Strict({ ...PageQueryFields, status: ... })`. */
export const PageQueryFields = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page number.' }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: PAGE_SIZE_DEFAULT,
    description: `Items per page (at most ${PAGE_SIZE_MAX}).`,
  }),
};
export const PageQuery = Strict(PageQueryFields);

/** PaginatedResponse<T> = { items, page, pageSize, totalCount, totalPages }. */
export function Paginated<T extends TSchema>(item: T, description?: string) {
  return Type.Object(
    {
      items: Type.Array(item),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      totalCount: Type.Integer(),
      totalPages: Type.Integer(),
    },
    description ? { description } : {},
  );
}

export const MessageResponse = Type.Object({ message: Type.String() }, { description: 'MessageResponse' });

/** Calendar date YYYY-MM-DD (due dates, contract periods): not an instant. */
/** The answer to a conditional GET whose copy is current (public reads, src/shared/http/public-cache.ts). */
export const NotModified = { description: 'Not modified: the copy named by If-None-Match is current.', type: 'null' } as const;

export const CalendarDate = Type.String({ format: 'date', examples: ['2026-11-22'] });
/** Instant, ISO 8601 with an offset; answered in UTC with Z. */
export const Instant = Type.String({ format: 'date-time', examples: ['2026-11-22T09:30:00.000Z'] });
/** Money in major units with at most two decimals, e.g. 1234.5; stored exactly in minor units. */
export const Money = Type.Number({ format: 'money', minimum: -1e13, maximum: 1e13, examples: [1234.5] });
/** An email address, compared case-insensitively. */
export const Email = Type.String({ format: 'email', maxLength: 254 });

const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';
const NO_WHITE_SPACE_PATTERN = '^[^\\s\\p{Cc}\\p{Cf}]+$';
const PHONE_PATTERN = '^[+(]?[0-9][0-9 ()./-]*[0-9]$';
const HTTPS_URL_PATTERN = '^https://[^\\s/?#@]+([/?#][^\\s]*)?$';

/** Readable messages for the patterns below (the validator would otherwise quote the regex). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [MULTI_LINE_PATTERN]: 'must not contain control characters other than line breaks and tabs',
  [NO_WHITE_SPACE_PATTERN]: 'must not contain white space',
  [PHONE_PATTERN]: 'must be a telephone number (digits, optionally with + ( ) . / - and spaces)',
  [HTTPS_URL_PATTERN]: 'must be an absolute https URL without credentials or spaces',
};

export type PatternFieldCode = 'multi_line' | 'no_white_space' | 'phone' | 'https_url' | 'single_line' | 'pattern';

/** The code of each pattern's issue in a problem's `fieldErrors` (http/field-issues.ts). */
export const PATTERN_FIELD_CODES: Readonly<Record<string, PatternFieldCode>> = {
  [MULTI_LINE_PATTERN]: 'multi_line',
  [NO_WHITE_SPACE_PATTERN]: 'no_white_space',
  [PHONE_PATTERN]: 'phone',
  [HTTPS_URL_PATTERN]: 'https_url',
};

/** Length bounds of a text field, with its documentation. */
export interface TextOptions {
  minLength?: number;
  maxLength: number;
  description?: string;
  examples?: string[];
}

/** Free text on one line: no control characters (so no header injection through CR/LF). */
export function SingleLine(options: TextOptions) {
  return Type.String({ pattern: '^[^\\u0000-\\u001f\\u007f]*$', ...options });
}

/** Free text over several lines: line breaks and tabs allowed, other control characters not. */
export function MultiLine(options: TextOptions) {
  return Type.String({ pattern: MULTI_LINE_PATTERN, ...options });
}

/** A value with no white space or invisible characters anywhere (codes and keys, also used in paths). */
export function NoWhiteSpace(options: TextOptions) {
  return Type.String({ pattern: NO_WHITE_SPACE_PATTERN, minLength: 1, ...options });
}

/** A telephone number as people write it: digits with optional +, spaces, dots, dashes, slashes, parentheses. */
export const Phone = Type.String({
  pattern: PHONE_PATTERN,
  minLength: 3,
  maxLength: 30,
  examples: ['+82 2-1234-5678'],
});

/** An absolute https URL with a host and no user:password part. */
export const HttpsUrl = Type.String({
  format: 'uri',
  pattern: HTTPS_URL_PATTERN,
  maxLength: 2000,
  examples: ['https://www.example-tax.com'],
});

/** A response that is not JSON (a feed, a calendar): documented with its media type, sent as text. */
export function textResponse(description: string, mediaType: string) {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
}
