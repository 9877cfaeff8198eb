/**
 * CSV exports: UTF-8 with a byte-order mark (so spreadsheet programs read the encoding right),
 * RFC 4180 quoting by csv-stringify, and cells a spreadsheet would evaluate as a formula (`=`, `+`,
 * `-`, `@`, tab or CR first) prefixed with an apostrophe (OWASP's CSV injection advice). Rows are
 * streamed from the query: an export of 100,000 rows never sits in memory.
 *
 * A line break inside a cell is the other half: our records end in CRLF, so csv-stringify quotes
 * only cells holding CRLF, and a bare LF or CR went out unquoted; spreadsheet programs and
 * Python's csv module read it as the end of the row, and the next line's formula as a new cell.
 * So every cell holding CR or LF is quoted, and every line inside a cell is defused, not only the
 * first (a program that splits a quoted cell into lines must not find a formula either).
 */
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { auditedRows, type BulkReadContext } from '../audit/bulk-read.js';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
}

/** An apostrophe before every line of the text that starts like a formula. */
export function neutralizeFormula(text: string): string {
  return text.replace(/(^|[\r\n])(?=[=+\-@\t\r])/g, "$1'");
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
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  return pipeline(Readable.from(records()), csv, () => {});
}

/** Who exports what: every export is a bulk read, recorded in the audit trail with its row count. */
export interface CsvAudit {
  ctx: BulkReadContext;
  /** e.g. client.export */
  operation: string;
  filter: object;
}

/** Sends the rows as a CSV attachment named `<name>-<date>.csv`, audited once the last row is out. */
export function sendCsv<T>(reply: FastifyReply, name: string, date: string, rows: AsyncIterable<T>, columns: ReadonlyArray<CsvColumn<T>>, audit: CsvAudit) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(csvStream(auditedRows(audit.ctx, audit.operation, audit.filter, rows), columns));
}
