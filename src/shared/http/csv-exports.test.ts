/*
 * Every CSV export of the API, read back by a real CSV parser (csv-parse, told to end a record at
 * any line break outside quotes, as spreadsheet programs and Python's csv module do): no cell may start like a formula, and a line break inside
 * a stored text never starts a row of its own (issue 28.1). The exports are found in the OpenAPI
 * document (every operation answering text/csv), so a new export is covered without a change here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

/** Texts over several lines, each line after the first starting like a formula (the first). */
const MULTI_LINE = [
  "see file\n=cmd|' /C calc'!A0",
  'total\r=1+1',
  'a\r\n@SUM(A1:A9)',
  'b\n\n+HYPERLINK("http://evil.example")',
  'c\n\t=tab',
  'd\n-2+3\n=again',
];
/** One-line texts starting like a formula. */
const ONE_LINE = ['=HYPERLINK("http://evil.example")', '+1', '-1+2', '@SUM(A1)', '=1+1'];
// (A one-line text cannot hold a tab or line break: SingleLine refuses control characters.)

const FORBIDDEN_START = /^[=+\-@\t\r]/;

async function post(t: TestContext, path: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', path, { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data.id;
}

async function seedHostileRecords(t: TestContext): Promise<void> {
  for (const [i, notes] of MULTI_LINE.entries()) {
    const name = ONE_LINE[i % ONE_LINE.length]!;
    const clientId = await post(t, '/api/client', { name, clientType: 'individual', notes, address: name, phone: '+82 2-1234-5678' });
    await post(t, '/api/taxfiling', { clientId, taxType: name, taxYear: 2026, period: name, dueDate: '2026-12-31', memo: notes });
    await post(t, '/api/taxfilingschedule', { clientId, taxType: name, period: name, dueDate: '2027-01-15', notes });
    await post(t, '/api/revenue-tracking', { clientId, description: name, amount: 10, invoiceDate: '2026-11-01', isPaid: true, paymentMethod: name });
  }
}

async function csvExports(t: TestContext): Promise<string[]> {
  const document = (await t.api('GET', '/api/openapi.json')).data;
  const paths: string[] = [];
  for (const [path, operations] of Object.entries<Record<string, { responses?: Record<string, { content?: object }> }>>(document.paths)) {
    if (operations.get?.responses?.['200']?.content && 'text/csv' in operations.get.responses['200'].content) paths.push(path);
  }
  return paths.sort();
}

describeApi('CSV exports', (t) => {
  test('no parsed cell of any export starts like a formula; a line break in a text stays in its cell', async () => {
    await seedHostileRecords(t);
    const exports = await csvExports(t);
    assert.deepEqual(exports, ['/api/client/export', '/api/deadlines/export', '/api/revenue-tracking/export', '/api/taxfiling/export']);
    for (const path of exports) {
      const res = await t.api('GET', path, { token: await t.token() });
      assertStatus(res, 200);
      const records: string[][] = parse(res.rawPayload, { bom: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
      const [header, ...rows] = records;
      assert.ok(header && rows.length >= MULTI_LINE.length, `${path}: one row per record at least`);
      for (const row of rows) {
        assert.equal(row.length, header.length, `${path}: every row has the header's cells`);
        for (const cell of row) {
          assert.doesNotMatch(cell, FORBIDDEN_START, `${path}: cell ${JSON.stringify(cell)}`);
          for (const line of cell.split(/\r\n|\r|\n/).slice(1)) assert.doesNotMatch(line, /^[=+\-@\t]/, `${path}: a line of ${JSON.stringify(cell)}`);
        }
      }
      const text = res.rawPayload.toString('utf8');
      if (path === '/api/client/export' || path === '/api/taxfiling/export') {
        assert.ok(text.includes(`"see file\n'=cmd|' /C calc'!A0"`), `${path}: the issue's text quoted, its formula line defused`);
      }
    }
  });
});
