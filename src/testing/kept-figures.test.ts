/*
 * The recount check that runs after every API test file (harness.ts) finds a row written without
 * its count, for every figure kept by application writers, and agrees with the writers on rows
 * written through the API; a figure kept by triggers counts even that row.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from './assertions.js';
import { describeApi } from './harness.js';
import { KEPT_FIGURES, keptFigureMismatches, rebuildKeptFigures } from './kept-figures.js';
import { newClient } from './records.js';

const NOW = '2026-11-20T10:07:00.000Z';

describeApi('kept figures recount', (t) => {
  test('rows written through the API agree with their recount; a row written past its writer is found in every figure it feeds', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    assertStatus(await t.api('POST', '/api/inquiry', { body: { name: 'Recount', email: 'recount@example.com', subject: 'VAT', message: 'Hello' } }), 201);
    assertStatus(await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'Fee', amount: 19.99, invoiceDate: '2026-11-03', isPaid: true, paidAt: '2026-11-04T09:00:00.000Z' } }), 201);
    assertStatus(await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId, taxType: 'vat', dueDate: '2026-12-25' } }), 201);
    assert.deepEqual(await keptFigureMismatches(t.db), []);

    await t.db.insertInto('clients').values({ name: 'Uncounted', client_type: 'individual', status: 'active', created_at: NOW, updated_at: NOW }).execute();
    await t.db.insertInto('inquiries').values({ name: 'Uncounted', email: 'u@example.com', subject: 's', message: 'm', status: 'new', created_at: NOW, updated_at: NOW }).execute();
    await t.db
      .insertInto('revenue_entries')
      .values({ client_id: clientId, description: 'Uncounted', amount: 435, invoice_date: '2026-11-05', is_paid: false, created_at: NOW, updated_at: NOW })
      .execute();
    await t.db.insertInto('tax_filing_schedules').values({ client_id: clientId, tax_type: 'vat', due_date: '2026-12-26', is_completed: false, created_at: NOW, updated_at: NOW }).execute();
    await t.db.insertInto('client_logs').values({ level: 'error', message: 'Uncounted', fingerprint: 'f', occurred_at: NOW, received_at: NOW }).execute();

    const found = new Set((await keptFigureMismatches(t.db)).map((line) => line.split(' ')[0]));
    // Open work is kept by triggers (migration 0036): the schedule written in SQL is counted too.
    const keptByTriggers = ['open_work_counts'];
    const keptByWriters = KEPT_FIGURES.map((figure) => figure.table).filter((table) => !keptByTriggers.includes(table));
    assert.deepEqual([...found].sort(), keptByWriters.sort(), 'every figure kept by a writer is checked and each missed its row; triggers missed none');
    await rebuildKeptFigures(t.db);
    assert.deepEqual(await keptFigureMismatches(t.db), [], 'rebuilt from the rows, so this file ends in step');
  });
});
