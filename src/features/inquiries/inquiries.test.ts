import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const form = {
  name: 'Kim Minsu',
  email: 'Minsu.Kim@Example.com',
  phone: '010-1234-5678',
  companyName: 'Minsu Trading',
  subject: 'VAT filing help',
  message: 'Hello,\nwe need help with our VAT return.',
  serviceType: 'vat',
};

async function submit(t: TestContext, body: Record<string, unknown> = form): Promise<number> {
  const res = await t.api('POST', '/api/inquiry', { body });
  assertStatus(res, 201);
  return res.data.id;
}

async function inquiryCount(t: TestContext): Promise<number> {
  const row = await t.db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

describeApi(
  'inquiries',
  (t) => {
    test('the contact form is anonymous and answers 201 { id, message }', async () => {
      const res = await t.api('POST', '/api/inquiry', { body: { ...form, name: '  Kim Minsu  ', website: '' } });
      assertStatus(res, 201);
      assert.deepEqual(Object.keys(res.data).sort(), ['id', 'message']);
      assert.equal(res.headers.location, `/api/inquiry/${res.data.id}`);
      const stored = await t.api('GET', `/api/inquiry/${res.data.id}`, { token: await t.token('staff') });
      assertStatus(stored, 200);
      assert.equal(stored.data.name, 'Kim Minsu');
      assert.equal(stored.data.email, 'minsu.kim@example.com');
      assert.equal(stored.data.message, form.message);
      assert.equal(stored.data.status, 'new');
      assert.equal(stored.data.adminMemo, null);
      assert.equal(stored.data.clientId, null);
      assert.equal(stored.data.convertedAt, null);
    });

    test('the contact form validates every field, header injection included', async () => {
      const res = await t.api('POST', '/api/inquiry', {
        body: {
          name: 'Eve\r\nBcc: victim@example.com',
          email: 'eve@example.com\r\nBcc: victim@example.com',
          phone: 'not a phone',
          companyName: 'x'.repeat(201),
          subject: 'Hi\nthere',
          message: 'x'.repeat(5001),
          serviceType: '',
          admin: true,
        },
      });
      assertProblem(res, 400, { code: 'validation_failed', fields: ['name', 'email', 'phone', 'companyName', 'subject', 'message', 'serviceType', 'admin'] });
      assertProblem(await t.api('POST', '/api/inquiry', { body: {} }), 400, { fields: ['name', 'email', 'subject', 'message'] });
      assertProblem(await t.api('POST', '/api/inquiry', { body: { ...form, message: 'bell\u0007' } }), 400, { fields: ['message'] });
      const blank = await t.api('POST', '/api/inquiry', { body: { ...form, name: '   ', subject: '  ' } });
      assertProblem(blank, 400, { fields: ['name', 'subject'] });
    });

    test('a filled honeypot gets the same answer and is not stored', async () => {
      const before = await inquiryCount(t);
      const res = await t.api('POST', '/api/inquiry', { body: { ...form, website: 'https://spam.example' } });
      assertStatus(res, 201);
      assert.deepEqual(Object.keys(res.data).sort(), ['id', 'message']);
      assert.ok(Number.isInteger(res.data.id) && res.data.id > 0);
      assert.equal(await inquiryCount(t), before);
      const genuine = await t.api('POST', '/api/inquiry', { body: form });
      assert.equal(genuine.data.message, res.data.message);
    });

    test('listing: newest first, status and text filters, paged in SQL', async () => {
      const token = await t.token();
      const ids = [
        await submit(t, { ...form, name: 'Zed Listing', email: 'zed@list.example', subject: 'Payroll' }),
        await submit(t, { ...form, name: 'Amy Listing', email: 'amy@list.example', phone: '02-777-8888', subject: 'Audit' }),
        await submit(t, { ...form, name: 'Bob Listing', email: 'bob@list.example', subject: 'Inheritance tax' }),
      ];
      assertStatus(await t.api('PUT', `/api/inquiry/${ids[1]}/status`, { token, body: { status: 'contacted' } }), 200);
      const list = async (query: Record<string, string | number>) => {
        const res = await t.api('GET', '/api/inquiry', { token, query });
        assertStatus(res, 200);
        return res.data;
      };
      const all = await list({ search: 'list.example' });
      assert.deepEqual(all.items.map((item: { id: number }) => item.id), [...ids].reverse());
      assert.equal(all.totalCount, 3);
      assert.equal(all.page, 1);
      assert.equal(all.pageSize, 20);
      assert.deepEqual((await list({ search: 'list.example', status: 'contacted' })).items.map((item: { id: number }) => item.id), [ids[1]]);
      assert.deepEqual((await list({ search: 'AMY LISTING' })).items.map((item: { id: number }) => item.id), [ids[1]]);
      assert.deepEqual((await list({ search: '777-88' })).items.map((item: { id: number }) => item.id), [ids[1]]);
      assert.deepEqual((await list({ search: 'inheritance' })).items.map((item: { id: number }) => item.id), [ids[2]]);
      const second = await list({ search: 'list.example', page: 2, pageSize: 2 });
      assert.deepEqual(second.items.map((item: { id: number }) => item.id), [ids[0]]);
      assert.equal(second.totalPages, 2);
      const bad = await t.api('GET', '/api/inquiry', { token, query: { status: 'open', from: '2026-02-30', pageSize: 0 } });
      assertProblem(bad, 400, { fields: ['status', 'from', 'pageSize'] });
    });

    test('get one: 404 for an unknown id, 400 for a malformed one', async () => {
      const token = await t.token();
      assertProblem(await t.api('GET', '/api/inquiry/999999', { token }), 404);
      assertProblem(await t.api('GET', '/api/inquiry/abc', { token }), 400, { fields: ['id'] });
    });

    test("status: the contract's values only; converted only through conversion", async () => {
      const token = await t.token('staff');
      const id = await submit(t);
      const res = await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: { status: 'in_progress' } });
      assertStatus(res, 200);
      assert.equal(typeof res.data.message, 'string');
      assert.equal((await t.api('GET', `/api/inquiry/${id}`, { token })).data.status, 'in_progress');
      assertProblem(await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: { status: 'done' } }), 400, { fields: ['status'] });
      const converted = await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: { status: 'converted' } });
      assertProblem(converted, 400, { code: 'status_requires_conversion', fields: ['status'] });
      assertProblem(await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: {} }), 400, { fields: ['status'] });
      assertProblem(await t.api('PUT', '/api/inquiry/999999/status', { token, body: { status: 'closed' } }), 404);

      assertStatus(await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: { email: null } }), 201);
      const after = await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: { status: 'closed' } });
      assertProblem(after, 409, { code: 'inquiry_converted' });
      assert.equal((await t.api('GET', `/api/inquiry/${id}`, { token })).data.status, 'converted');
    });

    test('memo: set, replace and clear', async () => {
      const token = await t.token();
      const id = await submit(t);
      const res = await t.api('PUT', `/api/inquiry/${id}/memo`, { token, body: { adminMemo: 'Called back.\nWants a quote.' } });
      assertStatus(res, 200);
      assert.equal(typeof res.data.message, 'string');
      assert.equal((await t.api('GET', `/api/inquiry/${id}`, { token })).data.adminMemo, 'Called back.\nWants a quote.');
      assertStatus(await t.api('PUT', `/api/inquiry/${id}/memo`, { token, body: { adminMemo: null } }), 200);
      assert.equal((await t.api('GET', `/api/inquiry/${id}`, { token })).data.adminMemo, null);
      assertProblem(await t.api('PUT', `/api/inquiry/${id}/memo`, { token, body: { memo: 'x' } }), 400, { fields: ['adminMemo', 'memo'] });
      assertProblem(await t.api('PUT', `/api/inquiry/${id}/memo`, { token, body: { adminMemo: 'x'.repeat(10_001) } }), 400, {
        fields: ['adminMemo'],
      });
      assertProblem(await t.api('PUT', '/api/inquiry/999999/memo', { token, body: { adminMemo: 'x' } }), 404);
    });

    test('full update replaces the contact fields and keeps status and memo unless given', async () => {
      const token = await t.token();
      const id = await submit(t);
      await t.api('PUT', `/api/inquiry/${id}/memo`, { token, body: { adminMemo: 'keep me' } });
      const body = { name: 'Kim M.', email: 'KIM@example.com', subject: 'Corrected subject', message: 'Corrected.' };
      const res = await t.api('PUT', `/api/inquiry/${id}`, { token, body });
      assertStatus(res, 200);
      assert.equal(res.data.name, 'Kim M.');
      assert.equal(res.data.email, 'kim@example.com');
      assert.equal(res.data.phone, null);
      assert.equal(res.data.companyName, null);
      assert.equal(res.data.status, 'new');
      assert.equal(res.data.adminMemo, 'keep me');
      const both = await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, status: 'closed', adminMemo: null } });
      assertStatus(both, 200);
      assert.equal(both.data.status, 'closed');
      assert.equal(both.data.adminMemo, null);
      assertProblem(await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, status: 'converted' } }), 400, {
        code: 'status_requires_conversion',
      });
      assertProblem(await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, email: 'x', clientOf: 5 } }), 400, {
        fields: ['email', 'clientOf'],
      });
      // The client comes from conversion: the representation's null may be echoed, another id is refused.
      assertStatus(await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, clientId: null } }), 200);
      assertProblem(await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, clientId: 5 } }), 400, { fields: ['clientId'] });
      assertProblem(await t.api('PUT', '/api/inquiry/999999', { token, body }), 404);

      assertStatus(await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: { email: 'kim-conv@example.com' } }), 201);
      assertProblem(await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, status: 'new' } }), 409, { code: 'inquiry_converted' });
      const edited = await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...body, subject: 'Edited after conversion' } });
      assertStatus(edited, 200);
      assert.equal(edited.data.status, 'converted');
      assert.equal(edited.data.subject, 'Edited after conversion');
    });

    test('convert-to-client creates the client from the inquiry in one go', async () => {
      const token = await t.token('staff');
      const id = await submit(t, { ...form, email: 'convert@example.com' });
      const res = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token });
      assertStatus(res, 201);
      assert.equal(res.data.inquiryId, id);
      assert.equal(typeof res.data.message, 'string');
      assert.equal(res.headers.location, `/api/client/${res.data.clientId}`);
      const client = (await t.api('GET', `/api/client/${res.data.clientId}`, { token })).data;
      assert.equal(client.name, form.name);
      assert.equal(client.email, 'convert@example.com');
      assert.equal(client.phone, form.phone);
      assert.equal(client.clientType, 'business');
      assert.equal(client.status, 'active');
      assert.equal(client.sourceInquiryId, id);
      const inquiry = (await t.api('GET', `/api/inquiry/${id}`, { token })).data;
      assert.equal(inquiry.status, 'converted');
      assert.equal(inquiry.clientId, res.data.clientId);
      assert.ok(inquiry.convertedAt);

      const again = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: {} });
      assertProblem(again, 409, { code: 'inquiry_already_converted' });
      assert.equal(again.data.clientId, res.data.clientId);
    });

    test('request fields override the inquiry', async () => {
      const token = await t.token();
      const company = await t.api('POST', '/api/company', { token, body: { code: 'CONV-CO', name: 'Conversion Co' } });
      const id = await submit(t, { name: 'Lee', email: 'lee@example.com', subject: 'Hi', message: 'Hi' });
      const res = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, {
        token,
        body: { name: 'Lee Corp', email: null, clientType: 'business', companyId: company.data.id, status: 'inactive', notes: 'VIP' },
      });
      assertStatus(res, 201);
      const client = (await t.api('GET', `/api/client/${res.data.clientId}`, { token })).data;
      assert.deepEqual(
        [client.name, client.email, client.phone, client.clientType, client.companyName, client.status, client.notes],
        ['Lee Corp', null, null, 'business', 'Conversion Co', 'inactive', 'VIP'],
      );
      const plain = await submit(t, { name: 'Park', email: 'park@example.com', subject: 'Hi', message: 'Hi' });
      const individual = await t.api('POST', `/api/inquiry/${plain}/convert-to-client`, { token, body: {} });
      assert.equal((await t.api('GET', `/api/client/${individual.data.clientId}`, { token })).data.clientType, 'individual');
    });

    test('a failed conversion changes nothing: the email of another client, an unknown company', async () => {
      const token = await t.token();
      const existing = await t.api('POST', '/api/client', { token, body: { name: 'Taken', email: 'taken@example.com', clientType: 'individual' } });
      const id = await submit(t, { ...form, email: 'TAKEN@example.com' });
      const clash = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token });
      assertProblem(clash, 409, { code: 'client_email_taken', fields: ['email'] });
      assert.equal(clash.data.existingClientId, existing.data.id);
      const badCompany = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: { email: null, companyId: 987654 } });
      assertProblem(badCompany, 400, { code: 'company_not_found', fields: ['companyId'] });
      const inquiry = (await t.api('GET', `/api/inquiry/${id}`, { token })).data;
      assert.equal(inquiry.status, 'new');
      assert.equal(inquiry.clientId, null);
      assert.equal(inquiry.convertedAt, null);
      const made = await t.db.selectFrom('clients').select('id').where('source_inquiry_id', '=', id).execute();
      assert.deepEqual(made, []);
      // With another email it then goes through.
      assertStatus(await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: { email: 'new-one@example.com' } }), 201);
    });

    test('convert-to-client: 404, 400 and unknown fields', async () => {
      const token = await t.token();
      assertProblem(await t.api('POST', '/api/inquiry/999999/convert-to-client', { token, body: {} }), 404);
      assertProblem(await t.api('POST', '/api/inquiry/0/convert-to-client', { token, body: {} }), 400, { fields: ['id'] });
      const id = await submit(t);
      const bad = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: { clientType: 'corp', sourceInquiryId: 3 } });
      assertProblem(bad, 400, { fields: ['clientType', 'sourceInquiryId'] });
    });

    test('concurrent conversions of one inquiry create exactly one client', async () => {
      const token = await t.token();
      const id = await submit(t, { ...form, email: 'race@example.com' });
      const results = await Promise.all(
        Array.from({ length: 8 }, () => t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: {} })),
      );
      const winners = results.filter((res) => res.statusCode === 201);
      assert.equal(winners.length, 1, results.map((res) => `${res.statusCode} ${res.body}`).join('\n'));
      const clientId = winners[0]!.data.clientId;
      for (const res of results.filter((item) => item !== winners[0])) {
        assertProblem(res, 409, { code: 'inquiry_already_converted' });
        assert.equal(res.data.clientId, clientId);
      }
      const clients = await t.db.selectFrom('clients').select('id').where('source_inquiry_id', '=', id).execute();
      assert.deepEqual(clients, [{ id: clientId }]);
    });

    test('status, memo, update and conversion are audited in their transaction; refused changes leave no entry', async () => {
      const token = await t.token();
      const id = await submit(t, { ...form, email: 'audit-inquiry@example.com' });
      assert.deepEqual(await auditOf(t, 'inquiry', id), [], 'the anonymous contact form is not audited');
      assertStatus(await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: { status: 'contacted' } }), 200);
      assertStatus(await t.api('PUT', `/api/inquiry/${id}/memo`, { token, body: { adminMemo: 'called back' } }), 200);
      assertStatus(await t.api('PUT', `/api/inquiry/${id}`, { token, body: { ...form, email: 'audit-inquiry@example.com', subject: 'VAT 2027' } }), 200);
      const converted = await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: { businessNumber: '220-81-62517' } });
      assertStatus(converted, 201);

      const entries = await auditOf(t, 'inquiry', id);
      assert.deepEqual(entries.map((entry) => entry.operation), ['inquiry.status', 'inquiry.memo', 'inquiry.update', 'inquiry.convert']);
      assert.deepEqual(entries[0]!.changes, { status: { before: 'new', after: 'contacted' } });
      assert.deepEqual(entries[1]!.changes, { adminMemo: { before: null, after: 'called back' } });
      assert.deepEqual(entries[2]!.changes, { subject: { before: 'VAT filing help', after: 'VAT 2027' } });
      assert.equal(entries[3]!.changes!.status!.after, 'converted');
      assert.equal(entries[3]!.changes!.clientId!.after, converted.data.clientId);
      const client = await auditOf(t, 'client', converted.data.clientId);
      assert.deepEqual(client.map((entry) => entry.operation), ['client.create']);
      assert.deepEqual(client[0]!.changes!.businessNumber, { before: null, after: '********2517' });

      const count = await auditCount(t);
      assertProblem(await t.api('PUT', `/api/inquiry/${id}/status`, { token, body: { status: 'closed' } }), 409, { code: 'inquiry_converted' });
      assertProblem(await t.api('POST', `/api/inquiry/${id}/convert-to-client`, { token, body: {} }), 409, { code: 'inquiry_already_converted' });
      const other = await submit(t, { ...form, email: 'audit-inquiry@example.com' });
      assertProblem(await t.api('POST', `/api/inquiry/${other}/convert-to-client`, { token, body: {} }), 409, { code: 'client_email_taken' });
      assert.equal(await auditCount(t), count);
    });

    test('the OpenAPI document names InquiryQuery', async () => {
      const doc = (await t.api('GET', '/api/openapi.json')).data;
      assert.match(doc.paths['/api/inquiry'].get.description, /`InquiryQuery`/);
    });

    test('every admin operation needs a bearer token', async () => {
      for (const [method, url, body] of [
        ['GET', '/api/inquiry', undefined],
        ['GET', '/api/inquiry/1', undefined],
        ['PUT', '/api/inquiry/1/status', { status: 'closed' }],
        ['PUT', '/api/inquiry/1/memo', { adminMemo: 'x' }],
        ['PUT', '/api/inquiry/1', form],
        ['POST', '/api/inquiry/1/convert-to-client', {}],
      ] as const) {
        assertProblem(await t.api(method, url, { body }), 401);
      }
    });
  },
  { config: { inquiryRateLimitMax: 10_000, businessTimeZone: 'Asia/Seoul' } },
);

describeApi(
  'inquiry rate limit',
  (t) => {
    test('the contact form is limited per client IP, honeypot and invalid submissions included', async () => {
      const send = (body: unknown, remoteAddress = '203.0.113.7') =>
        t.app.inject({ method: 'POST', url: '/api/inquiry', payload: body as object, remoteAddress });
      assert.equal((await send(form)).statusCode, 201);
      assert.equal((await send({ ...form, website: 'bot' })).statusCode, 201);
      assert.equal((await send({})).statusCode, 400);
      const limited = await send(form);
      assert.equal(limited.statusCode, 429);
      assert.match(String(limited.headers['content-type']), /^application\/problem\+json/);
      assert.equal(limited.json().code, 'rate_limited');
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await send(form, '203.0.113.8')).statusCode, 201);
    });
  },
  { config: { inquiryRateLimitMax: 3, inquiryRateLimitWindowSeconds: 600 } },
);

// Received on the stamps by the clock, not backdated in the table, so creation_counts follows them.
const RANGE_START = '2026-03-10T00:00:00.000Z';
const rangeClock = manualClock(RANGE_START);

describeApi(
  'inquiry date range',
  (t) => {
    test("the date range is in the firm's days (Asia/Seoul here), both ends inclusive", async () => {
      const stamps = ['2026-03-01T14:59:59.999Z', '2026-03-01T15:00:00.000Z', '2026-03-02T14:59:59.999Z', '2026-03-02T15:00:00.000Z'];
      const ids: number[] = [];
      for (const stamp of stamps) {
        rangeClock.set(stamp);
        ids.push(await submit(t, { ...form, subject: 'Range probe' }));
      }
      rangeClock.set(RANGE_START);
      const token = await t.token();
      const range = async (query: Record<string, string>) => {
        const res = await t.api('GET', '/api/inquiry', { token, query: { search: 'Range probe', ...query } });
        assertStatus(res, 200);
        return res.data.items.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b);
      };
      assert.deepEqual(await range({ from: '2026-03-02', to: '2026-03-02' }), [ids[1], ids[2]]);
      assert.deepEqual(await range({ from: '2026-03-02' }), [ids[1], ids[2], ids[3]]);
      assert.deepEqual(await range({ to: '2026-03-01' }), [ids[0]]);
      assertProblem(await t.api('GET', '/api/inquiry', { token, query: { from: '2026-03-03', to: '2026-03-02' } }), 400, { fields: ['to'] });
    });
  },
  { config: { inquiryRateLimitMax: 10_000, businessTimeZone: 'Asia/Seoul' }, app: { clock: rangeClock } },
);
