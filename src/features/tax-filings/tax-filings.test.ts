import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient } from '../../testing/records.js';

// 20:00 on Nov 22 in New York is already Nov 23 in UTC: the firm's day is still the 22nd.
const clock = manualClock('2026-11-23T01:00:00.000Z');

async function filing(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/taxfiling', { token: await t.token(), body: { taxType: 'income', taxYear: 2026, ...body } });
  assertStatus(res, 201);
  return res.data;
}

describeApi(
  'tax filings',
  (t) => {
    test('create answers 201 with exact money and the memo; get reads it back', async () => {
      const clientId = await newClient(t, 'Filer');
      const res = await t.api('POST', '/api/taxfiling', {
        token: await t.token('staff'),
        body: { clientId, taxType: 'VAT', taxYear: 2026, period: '2026-H2', dueDate: '2027-01-25', amountDue: 1234567.89, refundAmount: 0.1, memo: 'line 1\nline 2' },
      });
      assertStatus(res, 201);
      assert.equal(res.headers.location, `/api/taxfiling/${res.data.id}`);
      assert.deepEqual(
        { ...res.data, id: 0, createdAt: '', updatedAt: '' },
        {
          id: 0,
          clientId,
          clientName: 'Filer',
          taxType: 'VAT',
          taxYear: 2026,
          period: '2026-H2',
          status: 'draft',
          dueDate: '2027-01-25',
          filedAt: null,
          amountDue: 1234567.89,
          refundAmount: 0.1,
          memo: 'line 1\nline 2',
          assigneeUserId: null,
          createdAt: '',
          updatedAt: '',
        },
      );
      const read = await t.api('GET', `/api/taxfiling/${res.data.id}`, { token: await t.token() });
      assert.deepEqual(read.data, res.data);
    });

    test('filedAt is required from status filed on, and kept as an instant in UTC', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      for (const status of ['filed', 'accepted', 'rejected', 'amended']) {
        const res = await t.api('POST', '/api/taxfiling', { token, body: { clientId, taxType: 'VAT', taxYear: 2026, status } });
        assertProblem(res, 400, { code: 'filed_at_required', fields: ['filedAt'] });
      }
      const draft = await filing(t, { clientId, status: 'in_progress' });
      const noDate = await t.api('PUT', `/api/taxfiling/${draft.id}`, { token, body: { taxType: 'VAT', taxYear: 2026, status: 'filed' } });
      assertProblem(noDate, 400, { fields: ['filedAt'] });
      assert.equal((await t.api('GET', `/api/taxfiling/${draft.id}`, { token })).data.status, 'in_progress', 'a refused update changes nothing');
      const filed = await t.api('PUT', `/api/taxfiling/${draft.id}`, {
        token,
        body: { taxType: 'VAT', taxYear: 2026, status: 'filed', filedAt: '2026-11-23T09:30:00+09:00' },
      });
      assertStatus(filed, 200);
      assert.equal(filed.data.filedAt, '2026-11-23T00:30:00.000Z');
      assert.equal(filed.data.status, 'filed');
    });

    test('bad input is 400 per field; money with three decimals is refused; a deleted client is 400', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const res = await t.api('POST', '/api/taxfiling', {
        token,
        body: { clientId, taxType: 'VAT', taxYear: 20260, status: 'sent', dueDate: '2026-13-01', filedAt: 'yesterday', amountDue: 1.005, refundAmount: 'x' },
      });
      assertProblem(res, 400, { fields: ['taxYear', 'status', 'dueDate', 'filedAt', 'amountDue', 'refundAmount'] });
      const gone = await newClient(t);
      await deleteClient(t, gone);
      assertProblem(await t.api('POST', '/api/taxfiling', { token, body: { clientId: gone, taxType: 'VAT', taxYear: 2026 } }), 400, {
        code: 'client_not_found',
        fields: ['clientId'],
      });
    });

    test('update and delete 404 on a missing filing; delete hides it (soft) and twice is 404', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await filing(t, { clientId });
      assertProblem(await t.api('PUT', '/api/taxfiling/987654', { token, body: { taxType: 'VAT', taxYear: 2026, status: 'draft' } }), 404);
      assertProblem(await t.api('PUT', `/api/taxfiling/${made.id}`, { token, body: { taxType: 'VAT', taxYear: 2026 } }), 400, { fields: ['status'] });
      assertProblem(await t.api('DELETE', '/api/taxfiling/987654', { token }), 404);
      assertStatus(await t.api('DELETE', `/api/taxfiling/${made.id}`, { token }), 204);
      assertProblem(await t.api('GET', `/api/taxfiling/${made.id}`, { token }), 404);
      assertProblem(await t.api('DELETE', `/api/taxfiling/${made.id}`, { token }), 404);
      assertProblem(await t.api('PUT', `/api/taxfiling/${made.id}`, { token, body: { taxType: 'VAT', taxYear: 2026, status: 'draft' } }), 404);
      const row = await t.db.selectFrom('tax_filings').select('deleted_at').where('id', '=', made.id).executeTakeFirst();
      assert.ok(row?.deleted_at, 'the row is kept');
    });

    test("a client's filings: newest year first, filters, and they stay after the client is deleted", async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const old = await filing(t, { clientId, taxYear: 2024 });
      const recent = await filing(t, { clientId, taxYear: 2026, status: 'accepted', filedAt: '2026-05-01T00:00:00Z' });
      const list = await t.api('GET', `/api/taxfiling/client/${clientId}`, { token });
      assertStatus(list, 200);
      assert.deepEqual(list.data.items.map((f: { id: number }) => f.id), [recent.id, old.id]);
      const accepted = await t.api('GET', `/api/taxfiling/client/${clientId}`, { token, query: { status: 'accepted' } });
      assert.deepEqual(accepted.data.items.map((f: { id: number }) => f.id), [recent.id]);
      const year = await t.api('GET', `/api/taxfiling/client/${clientId}`, { token, query: { taxYear: 2024 } });
      assert.deepEqual(year.data.items.map((f: { id: number }) => f.id), [old.id]);
      await deleteClient(t, clientId);
      assert.equal((await t.api('GET', `/api/taxfiling/client/${clientId}`, { token })).data.totalCount, 2);
      assertProblem(await t.api('GET', '/api/taxfiling/client/x', { token }), 400);
    });

    test('upcoming: open filings due from the firm\'s today through today + days', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      // Business today is 2026-11-22 in New York (UTC is already the 23rd).
      const yesterday = await filing(t, { clientId, dueDate: '2026-11-21' });
      const today = await filing(t, { clientId, dueDate: '2026-11-22' });
      const day30 = await filing(t, { clientId, dueDate: '2026-12-22', status: 'in_progress' });
      const day31 = await filing(t, { clientId, dueDate: '2026-12-23' });
      const filed = await filing(t, { clientId, dueDate: '2026-11-25', status: 'filed', filedAt: '2026-11-20T10:00:00Z' });
      const res = await t.api('GET', '/api/taxfiling/upcoming', { token, query: { pageSize: 100 } });
      assertStatus(res, 200);
      const ids = res.data.items.filter((f: { clientId: number }) => f.clientId === clientId).map((f: { id: number }) => f.id);
      assert.deepEqual(ids, [today.id, day30.id]);
      for (const excluded of [yesterday, day31, filed]) assert.ok(!ids.includes(excluded.id));
      await deleteClient(t, clientId);
      const after = await t.api('GET', '/api/taxfiling/upcoming', { token, query: { pageSize: 100 } });
      assert.ok(!after.data.items.some((f: { clientId: number }) => f.clientId === clientId), 'deleted clients leave the view');
      assertProblem(await t.api('GET', '/api/taxfiling/upcoming', { token, query: { days: 1.5 } }), 400, { fields: ['days'] });
    });

    test('PUT accepts the representation GET returned (read-only fields ignored); another client or an unknown field is 400', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Echo filer');
      const made = await filing(t, { clientId });
      const read = (await t.api('GET', `/api/taxfiling/${made.id}`, { token })).data;
      const res = await t.api('PUT', `/api/taxfiling/${made.id}`, { token, body: { ...read, status: 'in_progress', clientName: 'ignored', id: 1 } });
      assertStatus(res, 200);
      assert.equal(res.data.status, 'in_progress');
      assert.equal(res.data.clientName, 'Echo filer');
      assert.equal(res.data.id, made.id);
      assertProblem(await t.api('PUT', `/api/taxfiling/${made.id}`, { token, body: { ...read, clientId: await newClient(t) } }), 400, { fields: ['clientId'] });
      assertProblem(await t.api('PUT', `/api/taxfiling/${made.id}`, { token, body: { ...read, colour: 'red' } }), 400, { fields: ['colour'] });
      const schema = (await t.api('GET', '/api/openapi.json')).data.paths['/api/taxfiling/{id}'].put.requestBody.content['application/json'].schema;
      for (const field of ['id', 'clientName', 'createdAt', 'updatedAt']) assert.equal(schema.properties[field].readOnly, true, field);
    });

    test('the client-scoped list is 404 for a client that does not exist', async () => {
      assertProblem(await t.api('GET', '/api/taxfiling/client/987654', { token: await t.token() }), 404, { code: 'not_found' });
    });

    test('create, status change and delete record audit entries in their transaction; a refused write records none', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await filing(t, { clientId });
      const body = { taxType: 'income', taxYear: 2026, status: 'filed', filedAt: '2026-11-20T00:00:00Z' };
      assertStatus(await t.api('PUT', `/api/taxfiling/${made.id}`, { token, body }), 200);
      assertStatus(await t.api('DELETE', `/api/taxfiling/${made.id}`, { token }), 204);
      const entries = await auditOf(t, 'tax_filing', made.id);
      assert.deepEqual(entries.map((e) => e.operation), ['tax_filing.create', 'tax_filing.update', 'tax_filing.delete']);
      assert.deepEqual(entries[1]!.changes!.status, { before: 'draft', after: 'filed' });

      const before = (await auditOf(t, 'tax_filing')).length;
      const kept = await filing(t, { clientId });
      assertProblem(await t.api('PUT', `/api/taxfiling/${kept.id}`, { token, body: { ...body, filedAt: undefined } }), 400, { code: 'filed_at_required' });
      assertProblem(await t.api('PUT', `/api/taxfiling/987654`, { token, body }), 404);
      assert.equal((await auditOf(t, 'tax_filing')).length, before + 1, 'only the create was recorded');
    });

    test('export: CSV of the filtered filings, every page, with a BOM; formulas neutralized; 400, 401', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Export Client');
      const other = await newClient(t, '=cmd|calc');
      await filing(t, { clientId, taxType: 'VAT', taxYear: 2025, period: '2025-H2', dueDate: '2026-01-25', amountDue: 1234.5, memo: '@SUM(A1:A2), "quoted"' });
      const filed = await filing(t, { clientId, taxType: 'income', taxYear: 2026, status: 'filed', filedAt: '2026-05-31T09:00:00Z', refundAmount: -12.3 });
      for (let i = 0; i < 25; i++) await filing(t, { clientId: other, taxType: `Bulk ${String(i).padStart(2, '0')}` });

      const res = await t.api('GET', `/api/taxfiling/export?clientId=${clientId}`, { token });
      assertStatus(res, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="tax-filings-2026-11-22\.csv"$/, "named after the firm's day");
      assert.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'a UTF-8 byte-order mark');
      const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      assert.equal(lines[0], 'id,clientId,client,taxType,taxYear,period,status,dueDate,filedAt,amountDue,refundAmount,memo,createdAt,updatedAt');
      assert.equal(lines.length, 3, 'only the client\'s two filings');
      assert.ok(lines[1]!.startsWith(`${filed.id},${clientId},Export Client,income,2026,,filed,,2026-05-31T09:00:00.000Z,,-12.3,`), 'newest tax year first');
      assert.match(lines[2]!, /,VAT,2025,2025-H2,draft,2026-01-25,,1234\.5,,"'@SUM\(A1:A2\), ""quoted""",/, 'a formula becomes text, quotes doubled');

      const all = (await t.api('GET', '/api/taxfiling/export?status=draft', { token })).rawPayload.toString('utf8');
      assert.equal(all.match(/Bulk \d\d/g)?.length, 25, 'every page, not the first 20');
      assert.ok(all.includes(`,${other},'=cmd|calc,`), "the client's name neutralized too");
      assert.ok(!all.includes(',filed,'), 'the status filter applies');
      assertProblem(await t.api('GET', '/api/taxfiling/export?status=sent&clientId=0', { token }), 400, { code: 'validation_failed', fields: ['status', 'clientId'] });
      assertProblem(await t.api('GET', '/api/taxfiling/export?page=2', { token }), 400, { code: 'validation_failed' });
    });

    test('every operation needs a token', async () => {
      for (const [method, url] of [
        ['GET', '/api/taxfiling/upcoming'],
        ['GET', '/api/taxfiling/client/1'],
        ['GET', '/api/taxfiling/1'],
        ['GET', '/api/taxfiling/export'],
        ['POST', '/api/taxfiling'],
        ['PUT', '/api/taxfiling/1'],
        ['DELETE', '/api/taxfiling/1'],
      ] as const) {
        assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? {} : undefined }), 401);
      }
    });
  },
  { config: { businessTimeZone: 'America/New_York' }, app: { clock } },
);
