/**
 * CSV exports: UTF-8 with a byte-order mark (so spreadsheet programs read the encoding right),
 * RFC 4180 quoting by csv-stringify, and cells a spreadsheet would evaluate as a formula (`=`, `+`,
 * `-`, `@`, tab or CR first) prefixed with an apostrophe (OWASP's CSV injection advice). Rows are
 * streamed from the query: an export of 100,000 rows never sits in memory.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
}

export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  return typeof value === 'string' ? neutralizeFormula(value) : String(value);
}

/** A CSV document of the rows, as a stream (an error in the source ends the stream early). */
export function csvStream<T>(rows: AsyncIterable<T>, columns: ReadonlyArray<CsvColumn<T>>): Readable {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => cell(column.value(row)));
  }
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows' });
  return pipeline(Readable.from(records()), csv, () => {});
}

/** Sends the rows as a CSV attachment named `<name>-<date>.csv`. */
export function sendCsv<T>(reply: FastifyReply, name: string, date: string, rows: AsyncIterable<T>, columns: ReadonlyArray<CsvColumn<T>>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(csvStream(rows, columns));
}
