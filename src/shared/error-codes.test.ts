import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { DOC_FILE, withCurrentTable } from '../../scripts/error-codes-doc.js';
import { ERROR_CODES } from './error-codes.js';

test('every registered code has an error status, a title and a meaning, and is snake_case', () => {
  const entries = Object.entries(ERROR_CODES);
  assert.ok(entries.length > 30);
  for (const [code, spec] of entries) {
    assert.match(code, /^[a-z]+(_[a-z]+)*$/, code);
    assert.ok(spec.status >= 400 && spec.status <= 599, code);
    assert.ok(spec.title.length > 0 && spec.meaning.length > 0, code);
  }
});

test('docs/api.md lists every error code (npm run docs:errors rewrites the table)', () => {
  const document = fs.readFileSync(DOC_FILE, 'utf8');
  assert.equal(document, withCurrentTable(document), 'docs/api.md is stale: run `npm run docs:errors`');
});
