/*
 * From a database row (snake_case columns) to the API's record (camelCase fields). Repositories
 * still select their columns explicitly; this only renames what they selected, so a record's
 * fields are its columns and a column added to a select shows up in the record's type at once.
 */

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${CamelCase<Capitalize<Tail>>}` : Name;

/** A row's type with each column named in camelCase. */
export type Camelized<Row> = { [Column in keyof Row as Column extends string ? CamelCase<Column> : never]: Row[Column] };

const fieldNames = new Map<string, string>();

function fieldNameOf(column: string): string {
  let name = fieldNames.get(column);
  if (name === undefined) {
    name = column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
    fieldNames.set(column, name);
  }
  return name;
}

/** The row with every column renamed to camelCase (`created_at` -> `createdAt`), values unchanged. */
export function camelized<Row extends object>(row: Row): Camelized<Row> {
  const record: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) record[fieldNameOf(column)] = value;
  return record as Camelized<Row>;
}

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/** A record's type with each field named as its column, in snake_case. */
export type Snakecased<Record> = { [Field in keyof Record as Field extends string ? SnakeCase<Field> : never]: Record[Field] };

/**
 * The named fields of a record as the columns a write sets (`sortOrder` -> `sort_order`). Only the
 * named fields: whatever else the object carries (a field the API computes, say) is never written.
 */
export function columnsFrom<Record extends object, Field extends keyof Record & string>(record: Record, fields: readonly Field[]): Snakecased<Pick<Record, Field>> {
  const columns: { [column: string]: unknown } = {};
  for (const field of fields) columns[field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = record[field];
  return columns as Snakecased<Pick<Record, Field>>;
}
