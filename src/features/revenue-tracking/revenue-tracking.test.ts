import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient, newContract } from '../../testing/records.js';

const clock = manualClock('2026-11-23T03:00:00.000Z');

async function revenue(t: TestContext, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', '/api/revenue-tracking', {
    token: await t.token(),
    body: { description: 'Monthly bookkeeping', amount: 100, invoiceDate: '2026-11-01', ...body },
  });
  assertStatus(res, 201);
  return res.data.id;
}

async function entryOf(t: TestContext, clientId: number, id: number) {
  const res = await t.api('GET', `/api/revenue-tracking/client/${clientId}`, { token: await t.token(), query: { pageSize: 100 } });
  return res.data.items.find((e: { id: number }) => e.id === id);
}

describeApi(
  'revenue tracking',
  (t) => {
    test('create answers 201 IdResp; the entry is listed with exact money', async () => {
      const clientId = await newClient(t, 'Payer');
      const contractId = await newContract(t, clientId);
      const res = await t.api('POST', '/api/revenue-tracking', {
        token: await t.token('staff'),
        body: { clientId, contractId, description: 'Q4 filing fee', amount: 1234.56, invoiceDate: '2026-11-20', dueDate: '2026-12-20' },
      });
      assertStatus(res, 201);
      assert.deepEqual(Object.keys(res.data), ['id']);
      const entry = await entryOf(t, clientId, res.data.id);
      assert.deepEqual(
        { ...entry, createdAt: '', updatedAt: '' },
        {
          id: res.data.id,
          clientId,
          clientName: 'Payer',
          contractId,
          description: 'Q4 filing fee',
          amount: 1234.56,
          invoiceDate: '2026-11-20',
          dueDate: '2026-12-20',
          isPaid: false,
          paidAt: null,
          paymentMethod: null,
          invoiceNumber: entry.invoiceNumber,
          invoiceIssuedAt: null,
          createdAt: '',
          updatedAt: '',
        },
      );
      assert.match(entry.invoiceNumber, /^2026-\d{4}$/);
    });

    test('bad input is 400 per field; the contract must be of the same client; a deleted client is 400', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const res = await t.api('POST', '/api/revenue-tracking', {
        token,
        body: { clientId, description: '', amount: 0, invoiceDate: '2026-02-29', paidAt: 'now', extra: true },
      });
      assertProblem(res, 400, { fields: ['description', 'amount', 'invoiceDate', 'paidAt', 'extra'] });
      for (const amount of [-5, 0.001, 1e14, '10']) {
        assertProblem(await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'x', amount, invoiceDate: '2026-11-01' } }), 400, {
          fields: ['amount'],
        });
      }
      assertProblem(
        await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'x', amount: 1, invoiceDate: '2026-11-02', dueDate: '2026-11-01' } }),
        400,
        { code: 'invalid_range', fields: ['dueDate'] },
      );
      const other = await newContract(t, await newClient(t));
      assertProblem(
        await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, contractId: other, description: 'x', amount: 1, invoiceDate: '2026-11-01' } }),
        400,
        { code: 'contract_not_for_client', fields: ['contractId'] },
      );
      await deleteClient(t, clientId);
      assertProblem(await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'x', amount: 1, invoiceDate: '2026-11-01' } }), 400, {
        code: 'client_not_found',
      });
    });

    test('marking paid sets paidAt (default now) and the method; twice is 409; concurrent: one wins; missing is 404', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const id = await revenue(t, { clientId });
      const res = await t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token, body: { paymentMethod: 'bank_transfer' } });
      assertStatus(res, 200);
      assert.equal(res.data.isPaid, true);
      assert.equal(res.data.paidAt, '2026-11-23T03:00:00.000Z');
      assert.equal(res.data.paymentMethod, 'bank_transfer');
      const again = await t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token, body: {} });
      assertProblem(again, 409, { code: 'revenue_already_paid' });
      assert.equal(again.data.paidAt, '2026-11-23T03:00:00.000Z');
      assertProblem(await t.api('PUT', '/api/revenue-tracking/987654/paid', { token, body: {} }), 404);
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token, body: { paidAt: 'today' } }), 400, { fields: ['paidAt'] });

      const raced = await revenue(t, { clientId });
      const results = await Promise.all(
        [1, 2, 3].map((n) => t.api('PUT', `/api/revenue-tracking/${raced}/paid`, { token, body: { paidAt: `2026-11-0${n}T00:00:00Z` } })),
      );
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
      const bodiless = await revenue(t, { clientId });
      assertStatus(await t.api('PUT', `/api/revenue-tracking/${bodiless}/paid`, { token }), 200);
      const explicit = await revenue(t, { clientId });
      const paid = await t.api('PUT', `/api/revenue-tracking/${explicit}/paid`, { token, body: { paidAt: '2026-11-20T09:00:00+09:00' } });
      assert.equal(paid.data.paidAt, '2026-11-20T00:00:00.000Z');
    });

    test('pending lists unpaid entries, oldest due first; paid ones leave it', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const late = await revenue(t, { clientId, dueDate: '2026-11-05' });
      const later = await revenue(t, { clientId, dueDate: '2026-12-05' });
      const undated = await revenue(t, { clientId });
      const paid = await revenue(t, { clientId, isPaid: true, paymentMethod: 'card' });
      const res = await t.api('GET', '/api/revenue-tracking/pending', { token, query: { clientId } });
      assertStatus(res, 200);
      assert.deepEqual(res.data.items.map((e: { id: number }) => e.id), [late, later, undated]);
      assert.ok(!res.data.items.some((e: { id: number }) => e.id === paid));
      const recorded = await entryOf(t, clientId, paid);
      assert.equal(recorded.isPaid, true);
      assert.equal(recorded.paidAt, '2026-11-23T03:00:00.000Z');
      assertProblem(
        await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'x', amount: 1, invoiceDate: '2026-11-01', paymentMethod: 'card' } }),
        400,
        { fields: ['isPaid'] },
      );
    });

    test('totals are exact: 0.1 + 0.2 is 0.3, and large sums lose nothing', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      await revenue(t, { clientId, amount: 0.1, invoiceDate: '2040-01-01' });
      await revenue(t, { clientId, amount: 0.2, invoiceDate: '2040-01-02', isPaid: true });
      const small = await t.api('GET', '/api/revenue-tracking/total', { token, query: { from: '2040-01-01', to: '2040-01-31' } });
      assertStatus(small, 200);
      assert.deepEqual(small.data, { total: 0.3, paid: 0.2, pending: 0.1, count: 2 });
      for (let i = 0; i < 5; i++) await revenue(t, { clientId, amount: 99_999_999_999.99, invoiceDate: '2041-06-15' });
      const big = await t.api('GET', '/api/revenue-tracking/total', { token, query: { from: '2041-01-01', to: '2041-12-31' } });
      assert.deepEqual(big.data, { total: 499_999_999_999.95, paid: 0, pending: 499_999_999_999.95, count: 5 });
      const empty = await t.api('GET', '/api/revenue-tracking/total', { token, query: { from: '2050-01-01', to: '2050-12-31' } });
      assert.deepEqual(empty.data, { total: 0, paid: 0, pending: 0, count: 0 });
      assertProblem(await t.api('GET', '/api/revenue-tracking/total', { token, query: { from: '2041-12-31', to: '2041-01-01' } }), 400, { fields: ['from'] });
      assertProblem(await t.api('GET', '/api/revenue-tracking/total', { token, query: { from: '2041-13-01' } }), 400, { fields: ['from'] });
    });

    // Amounts whose binary value lies below the decimal (4.35 is 4.34999...): a minor unit lost in the sums shows.
    test('monthly: twelve months by invoice date, month edges exact, empty months zero, deleted clients still counted', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      await revenue(t, { clientId, amount: 1, invoiceDate: '2044-12-31' });
      await revenue(t, { clientId, amount: 4.35, invoiceDate: '2045-01-01' });
      await revenue(t, { clientId, amount: 19.99, invoiceDate: '2045-01-31', isPaid: true });
      await revenue(t, { clientId, amount: 0.29, invoiceDate: '2045-02-01' });
      await revenue(t, { clientId, amount: 40, invoiceDate: '2045-12-31' });
      await revenue(t, { clientId, amount: 2, invoiceDate: '2046-01-01' });
      await deleteClient(t, clientId);
      const res = await t.api('GET', '/api/revenue-tracking/monthly', { token, query: { year: 2045 } });
      assertStatus(res, 200);
      assert.equal(res.data.year, 2045);
      assert.equal(res.data.months.length, 12);
      assert.deepEqual(res.data.months[0], { month: 1, total: 24.34, paid: 19.99, pending: 4.35, count: 2 });
      assert.deepEqual(res.data.months[1], { month: 2, total: 0.29, paid: 0, pending: 0.29, count: 1 });
      assert.deepEqual(res.data.months[5], { month: 6, total: 0, paid: 0, pending: 0, count: 0 });
      assert.deepEqual(res.data.months[11], { month: 12, total: 40, paid: 0, pending: 40, count: 1 });
      const current = await t.api('GET', '/api/revenue-tracking/monthly', { token });
      assert.equal(current.data.year, 2026, "the firm's current year by default");
      for (const year of [1899, 2201, 'last']) {
        assertProblem(await t.api('GET', '/api/revenue-tracking/monthly', { token, query: { year } }), 400, { fields: ['year'] });
      }
    });

    test('lists filter by client, paid state and invoice dates (both ends included), newest first', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const first = await revenue(t, { clientId, invoiceDate: '2035-03-01' });
      const last = await revenue(t, { clientId, invoiceDate: '2035-03-31', isPaid: true });
      await revenue(t, { clientId, invoiceDate: '2035-04-01' });
      const range = await t.api('GET', '/api/revenue-tracking', { token, query: { clientId, from: '2035-03-01', to: '2035-03-31' } });
      assertStatus(range, 200);
      assert.deepEqual(range.data.items.map((e: { id: number }) => e.id), [last, first]);
      assert.equal(range.data.totalCount, 2);
      const unpaid = await t.api('GET', `/api/revenue-tracking/client/${clientId}`, { token, query: { isPaid: false, to: '2035-03-31' } });
      assert.deepEqual(unpaid.data.items.map((e: { id: number }) => e.id), [first]);
      assertProblem(await t.api('GET', '/api/revenue-tracking', { token, query: { isPaid: 'perhaps', pageSize: 101 } }), 400, { fields: ['isPaid', 'pageSize'] });
    });

    test('export: the filtered list as CSV (every page, newest first) with a BOM, formulas neutralized; 400 on a bad filter', async () => {
      const token = await t.token('admin');
      const clientId = await newClient(t, '=cmd|calc');
      const other = await newClient(t, '박서준');
      const paid = await revenue(t, { clientId, invoiceDate: '2041-05-31', amount: 1234.5, description: '@SUM(A1)', isPaid: true, paymentMethod: 'card' });
      for (let day = 1; day <= 25; day++) await revenue(t, { clientId, invoiceDate: `2041-05-${String(day).padStart(2, '0')}`, amount: 10 });
      const otherId = await revenue(t, { clientId: other, invoiceDate: '2041-05-15', description: 'Fee, "quoted"; tab' });
      await revenue(t, { clientId, invoiceDate: '2041-06-01' });

      const res = await t.api('GET', '/api/revenue-tracking/export', { token, query: { from: '2041-05-01', to: '2041-05-31' } });
      assertStatus(res, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="revenue-2026-11-23\.csv"$/);
      assert.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'a UTF-8 byte-order mark');
      const text = res.rawPayload.subarray(3).toString('utf8');
      const rows = text.split('\r\n').filter(Boolean);
      assert.equal(rows[0], 'id,invoiceDate,dueDate,clientId,client,contractId,description,amount,isPaid,paidAt,paymentMethod,createdAt');
      assert.ok(rows[1]!.startsWith(`${paid},2041-05-31,,${clientId},'=cmd|calc,,'@SUM(A1),1234.50,true,2026-11-23T03:00:00.000Z,card,`), rows[1]);
      assert.ok(text.includes(`${otherId},2041-05-15,,${other},박서준,,"Fee, ""quoted""; tab",100.00,false,,,`), 'quoting and non-ASCII kept');
      assert.equal(text.match(/,10\.00,false,/g)?.length, 25, 'every page, not the first 20');
      assert.ok(!text.includes('2041-06-01'), 'the period is respected');

      const pending = await t.api('GET', '/api/revenue-tracking/export', { token, query: { clientId, isPaid: false, from: '2041-01-01' } });
      const pendingRows = pending.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean).slice(1);
      assert.equal(pendingRows.length, 26, "one client's unpaid entries");
      assert.ok(pendingRows[0]!.includes(',2041-06-01,'), 'newest invoice first');
      assertEvery(pendingRows, (row) => row.includes(',false,') && row.includes(`,${clientId},`));

      assertProblem(await t.api('GET', '/api/revenue-tracking/export', { token, query: { isPaid: 'perhaps', clientId: 'x' } }), 400, { fields: ['isPaid', 'clientId'] });
      assertProblem(await t.api('GET', '/api/revenue-tracking/export', { token, query: { page: 2 } }), 400, { code: 'validation_failed' });
      assertProblem(await t.api('GET', '/api/revenue-tracking/export', { token, query: { from: '2041-02-01', to: '2041-01-01' } }), 400, { code: 'invalid_range', fields: ['from'] });
    });

    test('create answers Location; GET by id reads the entry; a missing one is 404', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Located');
      const res = await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'Fee', amount: 12.5, invoiceDate: '2026-11-02' } });
      assertStatus(res, 201);
      assert.equal(res.headers.location, `/api/revenue-tracking/${res.data.id}`);
      const read = await t.api('GET', res.headers.location, { token });
      assertStatus(read, 200);
      assert.deepEqual(read.data, await entryOf(t, clientId, res.data.id));
      assert.equal(read.data.clientName, 'Located');
      assertProblem(await t.api('GET', '/api/revenue-tracking/987654', { token }), 404, { code: 'not_found' });
      assertProblem(await t.api('GET', '/api/revenue-tracking/abc', { token }), 400, { fields: ['id'] });
      assertStatus(await t.api('GET', '/api/revenue-tracking/pending', { token }), 200);
    });

    test('the client-scoped list is 404 for a client that does not exist', async () => {
      assertProblem(await t.api('GET', '/api/revenue-tracking/client/987654', { token: await t.token() }), 404, { code: 'not_found' });
    });

    test('create and mark paid record audit entries in their transaction; a failed write records none', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const id = await revenue(t, { clientId, amount: 40 });
      assertStatus(await t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token, body: { paymentMethod: 'card' } }), 200);
      const entries = await auditOf(t, 'revenue_entry', id);
      assert.deepEqual(entries.map((e) => e.operation), ['revenue_entry.create', 'revenue_entry.mark_paid']);
      assert.deepEqual(entries[1]!.changes!.isPaid, { before: false, after: true });
      assert.deepEqual(entries[1]!.changes!.paymentMethod, { before: null, after: 'card' });

      const before = (await auditOf(t, 'revenue_entry')).length;
      assertProblem(await t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token, body: {} }), 409, { code: 'revenue_already_paid' });
      const other = await newContract(t, await newClient(t));
      assertProblem(await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, contractId: other, description: 'x', amount: 1, invoiceDate: '2026-11-01' } }), 400, {
        code: 'contract_not_for_client',
      });
      assert.equal((await auditOf(t, 'revenue_entry')).length, before);
    });

    test('every operation needs a token', async () => {
      for (const [method, url] of [
        ['POST', '/api/revenue-tracking'],
        ['GET', '/api/revenue-tracking'],
        ['GET', '/api/revenue-tracking/client/1'],
        ['GET', '/api/revenue-tracking/1'],
        ['GET', '/api/revenue-tracking/pending'],
        ['GET', '/api/revenue-tracking/export'],
        ['GET', '/api/revenue-tracking/monthly'],
        ['GET', '/api/revenue-tracking/total'],
        ['PUT', '/api/revenue-tracking/1/paid'],
      ] as const) {
        assertProblem(await t.api(method, url, { body: method === 'GET' ? undefined : {} }), 401);
      }
    });

    test("the OpenAPI document uses SPEC.md's type names", async () => {
      const doc = (await t.api('GET', '/api/openapi.json')).data;
      const operation = (path: string, method: string) => doc.paths[path][method];
      const bodyTitle = (path: string, method: string) => operation(path, method).requestBody.content['application/json'].schema.title;
      const answerTitle = (path: string, method: string, status: string) => operation(path, method).responses[status].content['application/json'].schema.title;
      assert.equal(bodyTitle('/api/revenue-tracking', 'post'), 'CreateRequest');
      assert.equal(answerTitle('/api/revenue-tracking', 'post', '201'), 'IdResp');
      assert.equal(bodyTitle('/api/revenue-tracking/{id}/paid', 'put'), 'MarkPaidRequest');
      assert.equal(answerTitle('/api/revenue-tracking', 'get', '200'), 'ListResp');
      assert.equal(answerTitle('/api/revenue-tracking/total', 'get', '200'), 'TotalResp');
      assert.match(operation('/api/revenue-tracking/total', 'get').description, /`DateRangeQry`/);
      assert.match(operation('/api/revenue-tracking/monthly', 'get').description, /`MonthlyQry`/);
    });
  },
  { app: { clock } },
);
