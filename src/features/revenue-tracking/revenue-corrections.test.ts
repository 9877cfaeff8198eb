import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { newClient, newContract } from '../../testing/records.js';

const clock = manualClock('2026-11-23T03:00:00.000Z');

async function revenue(t: TestContext, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', '/api/revenue-tracking', {
    token: await t.token(),
    body: { description: 'Monthly bookkeeping', amount: 100, invoiceDate: '2048-03-10', ...body },
  });
  assertStatus(res, 201);
  return res.data.id;
}

async function totalOf(t: TestContext, from: string, to: string) {
  return (await t.api('GET', '/api/revenue-tracking/total', { token: await t.token(), query: { from, to } })).data;
}

const edit = { description: 'Corrected fee', amount: 300_000.45, invoiceDate: '2048-04-02', dueDate: '2048-05-02' };

describeApi(
  'revenue corrections',
  (t) => {
    test('update corrects the entry (staff may) and moves it in the totals and monthly report; the client and payment stay', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const contractId = await newContract(t, clientId);
      const id = await revenue(t, { clientId, amount: 30_000.1, isPaid: true, paymentMethod: 'card' });
      const { paidAt, invoiceNumber } = (await t.api('GET', `/api/revenue-tracking/${id}`, { token })).data;
      const res = await t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { ...edit, contractId } });
      assertStatus(res, 200);
      assert.deepEqual(
        { ...res.data, createdAt: '', updatedAt: '' },
        {
          id,
          clientId,
          clientName: res.data.clientName,
          contractId,
          description: 'Corrected fee',
          amount: 300_000.45,
          invoiceDate: '2048-04-02',
          dueDate: '2048-05-02',
          isPaid: true,
          paidAt,
          paymentMethod: 'card',
          invoiceNumber,
          invoiceIssuedAt: null,
          createdAt: '',
          updatedAt: '',
        },
      );
      assert.deepEqual(await totalOf(t, '2048-03-01', '2048-03-31'), { total: 0, paid: 0, pending: 0, count: 0 });
      assert.deepEqual(await totalOf(t, '2048-04-01', '2048-04-30'), { total: 300_000.45, paid: 300_000.45, pending: 0, count: 1 });
      const monthly = (await t.api('GET', '/api/revenue-tracking/monthly', { token, query: { year: 2048 } })).data;
      assert.deepEqual(monthly.months[2], { month: 3, total: 0, paid: 0, pending: 0, count: 0 });
      assert.deepEqual(monthly.months[3], { month: 4, total: 300_000.45, paid: 300_000.45, pending: 0, count: 1 });
      const entries = await auditOf(t, 'revenue_entry', id);
      assert.equal(entries.at(-1)!.operation, 'revenue_entry.update');
      assert.deepEqual(entries.at(-1)!.changes!.amount, { before: 30_000.1, after: 300_000.45 });
    });

    test('an unchanged save writes nothing: same updatedAt, no audit entry, totals as they were', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const id = await revenue(t, { clientId, ...edit, invoiceDate: '2048-06-01', dueDate: null });
      const before = (await t.api('GET', `/api/revenue-tracking/${id}`, { token })).data;
      const count = await auditCount(t);
      clock.advance(60_000);
      const res = await t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { description: edit.description, amount: edit.amount, invoiceDate: '2048-06-01' } });
      assertStatus(res, 200);
      assert.deepEqual(res.data, before);
      assert.equal(await auditCount(t), count);
      assert.deepEqual(await totalOf(t, '2048-06-01', '2048-06-01'), { total: 300_000.45, paid: 0, pending: 300_000.45, count: 1 });
    });

    test('update: bad input is 400 per field, the contract must be the client’s, missing is 404, and nothing is recorded', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const id = await revenue(t, { clientId });
      const other = await newContract(t, await newClient(t));
      const count = await auditCount(t);
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { description: '', amount: '300,000', invoiceDate: '2048-02-30', clientId } }), 400, {
        fields: ['description', 'amount', 'invoiceDate'],
      });
      // The client and the payment may be echoed as GET returned them (clientId above), not changed here.
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { ...edit, clientId: clientId + 1000, isPaid: true } }), 400, {
        fields: ['clientId', 'isPaid'],
      });
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { ...edit, dueDate: '2048-04-01' } }), 400, { code: 'invalid_range', fields: ['dueDate'] });
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { ...edit, contractId: other } }), 400, { code: 'contract_not_for_client' });
      assertProblem(await t.api('PUT', '/api/revenue-tracking/987654', { token, body: edit }), 404);
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}`, { body: edit }), 401);
      assert.equal(await auditCount(t), count);
    });

    test('delete removes the entry and its share of the totals; again is 404', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const kept = await revenue(t, { clientId, amount: 19.99, invoiceDate: '2048-07-01' });
      const mistaken = await revenue(t, { clientId, amount: 4.35, invoiceDate: '2048-07-01', isPaid: true });
      assertStatus(await t.api('DELETE', `/api/revenue-tracking/${mistaken}`, { token }), 204);
      assertProblem(await t.api('GET', `/api/revenue-tracking/${mistaken}`, { token }), 404);
      assert.deepEqual(await totalOf(t, '2048-07-01', '2048-07-31'), { total: 19.99, paid: 0, pending: 19.99, count: 1 });
      const list = await t.api('GET', `/api/revenue-tracking/client/${clientId}`, { token });
      assert.deepEqual(list.data.items.map((e: { id: number }) => e.id), [kept]);
      assert.equal(list.data.totalCount, 1);
      const entries = await auditOf(t, 'revenue_entry', mistaken);
      assert.equal(entries.at(-1)!.operation, 'revenue_entry.delete');
      assert.deepEqual(entries.at(-1)!.changes!.amount, { before: 4.35, after: null });
      assertProblem(await t.api('DELETE', `/api/revenue-tracking/${mistaken}`, { token }), 404);
      assertProblem(await t.api('DELETE', '/api/revenue-tracking/x', { token }), 400, { fields: ['id'] });
      assertProblem(await t.api('DELETE', `/api/revenue-tracking/${kept}`, {}), 401);
    });

    test('un-pay makes a paid entry pending again (payment cleared); an unpaid one is 409; concurrent: one wins', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const id = await revenue(t, { clientId, amount: 0.29, invoiceDate: '2048-08-01', isPaid: true, paymentMethod: 'card' });
      const res = await t.api('DELETE', `/api/revenue-tracking/${id}/paid`, { token });
      assertStatus(res, 200);
      assert.deepEqual([res.data.isPaid, res.data.paidAt, res.data.paymentMethod], [false, null, null]);
      assert.deepEqual(await totalOf(t, '2048-08-01', '2048-08-31'), { total: 0.29, paid: 0, pending: 0.29, count: 1 });
      const pending = await t.api('GET', '/api/revenue-tracking/pending', { token, query: { clientId } });
      assert.deepEqual(pending.data.items.map((e: { id: number }) => e.id), [id]);
      assertProblem(await t.api('DELETE', `/api/revenue-tracking/${id}/paid`, { token }), 409, { code: 'revenue_not_paid' });
      assertProblem(await t.api('DELETE', '/api/revenue-tracking/987654/paid', { token }), 404);
      assertProblem(await t.api('DELETE', `/api/revenue-tracking/${id}/paid`, {}), 401);
      const entries = await auditOf(t, 'revenue_entry', id);
      assert.equal(entries.at(-1)!.operation, 'revenue_entry.mark_unpaid');
      assert.deepEqual(entries.at(-1)!.changes!.isPaid, { before: true, after: false });

      assertStatus(await t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token, body: {} }), 200);
      const results = await Promise.all([1, 2, 3].map(() => t.api('DELETE', `/api/revenue-tracking/${id}/paid`, { token })));
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
      assert.deepEqual(await totalOf(t, '2048-08-01', '2048-08-31'), { total: 0.29, paid: 0, pending: 0.29, count: 1 });
    });

    test('concurrent corrections of one entry leave the totals equal to a recount', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const id = await revenue(t, { clientId, amount: 10, invoiceDate: '2048-09-01' });
      await Promise.all(
        [11, 12, 13, 14].map((amount, n) => t.api('PUT', `/api/revenue-tracking/${id}`, { token, body: { description: 'x', amount, invoiceDate: `2048-09-0${n + 2}` } })),
      );
      const entry = (await t.api('GET', `/api/revenue-tracking/${id}`, { token })).data;
      assert.deepEqual(await totalOf(t, '2048-09-01', '2048-09-30'), { total: entry.amount, paid: 0, pending: entry.amount, count: 1 });
      assert.deepEqual(await totalOf(t, entry.invoiceDate, entry.invoiceDate), { total: entry.amount, paid: 0, pending: entry.amount, count: 1 });
    });
  },
  { app: { clock } },
);
