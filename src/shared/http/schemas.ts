import { Type, type TProperties, type TSchema, type TObject, type TObjectOptions } from 'typebox';

/**
 * An object that refuses unknown properties. Every request body, query and params schema is one
 * (the validator compiler refuses to compile an object schema that leaves this open by accident).
 */
export function Strict<T extends TProperties>(properties: T, options: TObjectOptions = {}): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...options });
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
export const CalendarDate = Type.String({ format: 'date', examples: ['2026-11-22'] });
/** Instant, ISO 8601 with an offset; answered in UTC with Z. */
export const Instant = Type.String({ format: 'date-time', examples: ['2026-11-22T09:30:00.000Z'] });
/** Money in major units with at most two decimals, e.g. 1234.5; stored exactly in minor units. */
export const Money = Type.Number({ format: 'money', minimum: -1e13, maximum: 1e13, examples: [1234.5] });
/** An email address, compared case-insensitively. */
export const Email = Type.String({ format: 'email', maxLength: 254 });

/** Free text on one line: no control characters (so no header injection through CR/LF). */
export function SingleLine(options: { minLength?: number; maxLength: number }) {
  return Type.String({ pattern: '^[^\\u0000-\\u001f\\u007f]*$', ...options });
}
