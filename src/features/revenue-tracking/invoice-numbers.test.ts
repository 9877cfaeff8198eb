import assert from 'node:assert/strict';
import { test } from 'node:test';
import { down as unnumber, up as number } from '../../db/migrations/0042_invoice_numbers.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { newClient } from '../../testing/records.js';

const clock = manualClock('2026-11-23T03:00:00.000Z');

async function create(t: TestContext, clientId: number, invoiceDate: string, amount = 100) {
  return t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { clientId, description: 'Bookkeeping', amount, invoiceDate } });
}

async function numberOf(t: TestContext, id: number): Promise<string> {
  const res = await t.api('GET', `/api/revenue-tracking/${id}`, { token: await t.token() });
  assertStatus(res, 200);
  return res.data.invoiceNumber;
}

async function numbersOfYear(t: TestContext, year: number): Promise<string[]> {
  const res = await t.api('GET', '/api/revenue-tracking', { token: await t.token(), query: { from: `${year}-01-01`, to: `${year}-12-31`, pageSize: 100 } });
  assertStatus(res, 200);
  return res.data.items.map((entry: { invoiceNumber: string }) => entry.invoiceNumber).sort();
}

const sequence = (year: number, count: number) => Array.from({ length: count }, (_, index) => `${year}-${String(index + 1).padStart(4, '0')}`);

describeApi(
  'invoice numbers (issue 34.5)',
  (t) => {
    test('each entry gets the next number of its invoice year at creation, shown in reads and lists', async () => {
      const clientId = await newClient(t, 'Numbered');
      const first = await create(t, clientId, '2026-01-10');
      const second = await create(t, clientId, '2026-12-31');
      const nextYear = await create(t, clientId, '2027-01-01');
      assert.equal(await numberOf(t, first.data.id), '2026-0001');
      assert.equal(await numberOf(t, second.data.id), '2026-0002');
      assert.equal(await numberOf(t, nextYear.data.id), '2027-0001');
      const listed = await t.api('GET', `/api/revenue-tracking/client/${clientId}`, { token: await t.token() });
      assert.deepEqual(listed.data.items.map((entry: { invoiceNumber: string }) => entry.invoiceNumber).sort(), ['2026-0001', '2026-0002', '2027-0001']);
      const audit = await auditOf(t, 'revenue_entry', first.data.id);
      assert.equal(audit[0]?.changes?.invoiceNumber?.after, '2026-0001');
    });

    test('50 creations at once: numbers 1 to 50 of the year, no gap, no duplicate', async () => {
      const clientId = await newClient(t, 'Busy');
      const results = await Promise.all(Array.from({ length: 50 }, (_, index) => create(t, clientId, `2028-03-${String((index % 28) + 1).padStart(2, '0')}`)));
      for (const res of results) assertStatus(res, 201);
      assert.deepEqual(await numbersOfYear(t, 2028), sequence(2028, 50));
    });

    test('a deleted entry keeps its number out of use; a refused creation gives none away', async () => {
      const clientId = await newClient(t, 'Deleting');
      const kept = await create(t, clientId, '2029-05-01');
      const removed = await create(t, clientId, '2029-05-02');
      assertStatus(await t.api('DELETE', `/api/revenue-tracking/${removed.data.id}`, { token: await t.token() }), 204);
      const audit = await auditOf(t, 'revenue_entry', removed.data.id);
      assert.equal(audit.at(-1)?.changes?.invoiceNumber?.before, '2029-0002', "the delete's audit entry names the number");
      // Bad input is refused before a number is taken; a refusal inside the transaction (the
      // firm's revenue bound) rolls the year's counter back with the entry.
      assertProblem(await create(t, clientId, '2029-13-01'), 400, { fields: ['invoiceDate'] });
      for (let n = 0; n < 5; n++) {
        const large = await create(t, clientId, '2029-06-01', 1e13);
        if (large.statusCode !== 201) assertProblem(large, 409, { code: 'revenue_total_limit' });
      }
      const next = await create(t, clientId, '2029-07-01', 1);
      assertStatus(next, 201);
      assert.deepEqual(await numbersOfYear(t, 2029), ['2029-0001', ...sequence(2029, 7).slice(2)]);
      assert.equal(await numberOf(t, kept.data.id), '2029-0001');
    });

    test('the number stays when the invoice date moves to another year; PUT takes it back unchanged and refuses none', async () => {
      const clientId = await newClient(t, 'Moving');
      const res = await create(t, clientId, '2031-12-30');
      const before = await t.api('GET', `/api/revenue-tracking/${res.data.id}`, { token: await t.token() });
      const put = await t.api('PUT', `/api/revenue-tracking/${res.data.id}`, { token: await t.token(), body: { ...before.data, invoiceDate: '2032-01-02' } });
      assertStatus(put, 200);
      assert.equal(put.data.invoiceNumber, '2031-0001');
      assert.equal((await create(t, clientId, '2032-01-03')).statusCode, 201);
      assert.deepEqual(await numbersOfYear(t, 2032), ['2031-0001', '2032-0001']);
    });

    test('migration 0042 numbers the entries that existed before it, per year in invoice-date order, and the counters follow', async () => {
      const clientId = await newClient(t, 'Older');
      const ids = [];
      for (const date of ['2033-02-01', '2033-01-15', '2034-01-01', '2033-01-15']) ids.push((await create(t, clientId, date)).data.id);
      await t.whileNoSchemaIsDropped(async () => {
        await unnumber(t.db);
        await number(t.db);
      });
      // Every entry of the file is numbered again; this test's years hold only its own four.
      assert.deepEqual(await Promise.all(ids.map((id) => numberOf(t, id))), ['2033-0003', '2033-0001', '2034-0001', '2033-0002']);
      const next = await create(t, clientId, '2033-03-01');
      assert.equal(await numberOf(t, next.data.id), '2033-0004');
    });
  },
  { app: { clock } },
);
