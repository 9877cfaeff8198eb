/*
 * Rewrites the error-code table of docs/api.md from the registry (src/shared/error-codes.ts):
 * `npm run docs:errors`. src/shared/error-codes.test.ts fails while the table is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, type ErrorCode } from '../src/shared/error-codes.js';

export const DOC_FILE = path.resolve(import.meta.dirname, '../docs/api.md');
const BEGIN = '<!-- error-codes:begin (npm run docs:errors) -->';
const END = '<!-- error-codes:end -->';

export function errorCodeTable(): string {
  const rows = (Object.entries(ERROR_CODES) as [ErrorCode, (typeof ERROR_CODES)[ErrorCode]][])
    .sort(([a, specA], [b, specB]) => specA.status - specB.status || a.localeCompare(b))
    .map(([code, spec]) => `| \`${code}\` | ${spec.status} | ${spec.title} | ${spec.meaning.replace(/\|/g, '\\|')} |`);
  return [BEGIN, '| Code | Status | Title | Meaning |', '|---|---|---|---|', ...rows, END].join('\n');
}

/** The document with its table replaced (or appended under "Error codes" when missing). */
export function withCurrentTable(document: string): string {
  const start = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (start >= 0 && end > start) return document.slice(0, start) + errorCodeTable() + document.slice(end + END.length);
  return `${document.trimEnd()}\n\n## Error codes\n\nEvery problem body's \`code\` is one of these.\n\n${errorCodeTable()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(DOC_FILE, withCurrentTable(fs.readFileSync(DOC_FILE, 'utf8')));
}
