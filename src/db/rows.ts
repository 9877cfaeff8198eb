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
