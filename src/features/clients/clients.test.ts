import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

async function createClient(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/client', { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data;
}

describeApi('clients', (t) => {
  test('create answers 201 with the stored client, defaults filled in', async () => {
    const company = await t.api('POST', '/api/company', { token: await t.token(), body: { code: 'CL-CO', name: 'Client Co' } });
    const res = await t.api('POST', '/api/client', {
      token: await t.token('staff'),
      body: { name: 'Hong Gildong', email: 'Hong@Example.COM', clientType: 'business', companyId: company.data.id, notes: 'line 1\nline 2' },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/client/${res.data.id}`);
    assert.deepEqual(
      { ...res.data, id: 0, createdAt: '', updatedAt: '' },
      {
        id: 0,
        name: 'Hong Gildong',
        email: 'hong@example.com',
        phone: null,
        clientType: 'business',
        companyId: company.data.id,
        companyName: 'Client Co',
        businessNumber: null,
        address: null,
        status: 'active',
        notes: 'line 1\nline 2',
        sourceInquiryId: null,
        remindByEmail: false,
        locale: null,
        createdAt: '',
        updatedAt: '',
      },
    );
    const read = await t.api('GET', `/api/client/${res.data.id}`, { token: await t.token() });
    assertStatus(read, 200);
    // The one read of a client also says whether it has portal access (issue 32).
    assert.deepEqual(read.data, { ...res.data, portal: { active: false, invitedAt: null, endedAt: null, lastSignInAt: null } });
  });

  test('a client\'s language: set on create and update, null (the firm\'s) when left out, only en or ko', async () => {
    const token = await t.token('staff');
    const client = await createClient(t, { name: 'Kim Minji', clientType: 'individual', locale: 'ko' });
    assert.equal(client.locale, 'ko');
    assert.equal((await t.api('GET', `/api/client/${client.id}`, { token })).data.locale, 'ko');
    const english = await t.api('PUT', `/api/client/${client.id}`, { token, body: { name: 'Kim Minji', clientType: 'individual', status: 'active', locale: 'en' } });
    assertStatus(english, 200);
    assert.equal(english.data.locale, 'en');
    const [entry] = (await auditOf(t, 'client', client.id)).filter((row) => row.operation === 'client.update');
    assert.deepEqual(entry!.changes, { locale: { before: 'ko', after: 'en' } });
    const replaced = await t.api('PUT', `/api/client/${client.id}`, { token, body: { name: 'Kim Minji', clientType: 'individual', status: 'active' } });
    assert.equal(replaced.data.locale, null);
    for (const locale of ['fr', 'KO', '', 1]) {
      assertProblem(await t.api('POST', '/api/client', { token, body: { name: 'X', clientType: 'individual', locale } }), 400, { fields: ['locale'] });
      assertProblem(await t.api('PUT', `/api/client/${client.id}`, { token, body: { name: 'X', clientType: 'individual', status: 'active', locale } }), 400, { fields: ['locale'] });
    }
  });

  test('create validates every field, the company included', async () => {
    const token = await t.token();
    const res = await t.api('POST', '/api/client', {
      token,
      body: { name: 'A\r\nB', email: 'nope', phone: 'abc', clientType: 'company', status: 'gone', sourceInquiryId: 1 },
    });
    assertProblem(res, 400, { fields: ['name', 'email', 'phone', 'clientType', 'status', 'sourceInquiryId'] });
    assertProblem(await t.api('POST', '/api/client', { token, body: {} }), 400, { fields: ['name', 'clientType'] });
    const unknownCompany = await t.api('POST', '/api/client', { token, body: { name: 'X', clientType: 'business', companyId: 987654 } });
    assertProblem(unknownCompany, 400, { code: 'company_not_found', fields: ['companyId'] });
  });

  test('a duplicate email, in any letter case, is 409 naming the client; a deleted client frees it', async () => {
    const token = await t.token();
    const first = await createClient(t, { name: 'First', email: 'dup@example.com', clientType: 'individual' });
    const again = await t.api('POST', '/api/client', { token, body: { name: 'Second', email: 'DUP@example.com', clientType: 'individual' } });
    assertProblem(again, 409, { code: 'client_email_taken', fields: ['email'] });
    assert.equal(again.data.existingClientId, first.id);

    const other = await createClient(t, { name: 'Other', email: 'other@example.com', clientType: 'individual' });
    const clash = await t.api('PUT', `/api/client/${other.id}`, {
      token,
      body: { name: 'Other', email: 'dup@example.com', clientType: 'individual', status: 'active' },
    });
    assertProblem(clash, 409, { code: 'client_email_taken' });

    assertStatus(await t.api('DELETE', `/api/client/${first.id}`, { token }), 204);
    const reused = await t.api('POST', '/api/client', { token, body: { name: 'Second', email: 'dup@example.com', clientType: 'individual' } });
    assertStatus(reused, 201);
  });

  test('clients without an email never collide', async () => {
    await createClient(t, { name: 'No Mail 1', clientType: 'individual' });
    await createClient(t, { name: 'No Mail 2', clientType: 'individual', email: null });
  });

  test('update replaces the client; a deleted or unknown client is 404', async () => {
    const token = await t.token('staff');
    const client = await createClient(t, { name: 'Before', email: 'before@example.com', phone: '010-1234-5678', clientType: 'individual' });
    const res = await t.api('PUT', `/api/client/${client.id}`, {
      token,
      body: { name: 'After', email: 'before@example.com', clientType: 'business', status: 'inactive', address: 'Seoul' },
    });
    assertStatus(res, 200);
    assert.equal(res.data.name, 'After');
    assert.equal(res.data.phone, null);
    assert.equal(res.data.status, 'inactive');
    assert.equal(res.data.address, 'Seoul');
    assert.equal(res.data.createdAt, client.createdAt);
    assertProblem(await t.api('PUT', `/api/client/${client.id}`, { token, body: { name: 'x', clientType: 'individual' } }), 400, {
      fields: ['status'],
    });
    const body = { name: 'x', clientType: 'individual', status: 'active' };
    assertProblem(await t.api('PUT', '/api/client/999999', { token, body }), 404);
    assertStatus(await t.api('DELETE', `/api/client/${client.id}`, { token: await t.token('admin') }), 204);
    assertProblem(await t.api('PUT', `/api/client/${client.id}`, { token, body }), 404);
  });

  test('delete hides the client but keeps the row', async () => {
    const token = await t.token();
    const client = await createClient(t, { name: 'Hidden Client', clientType: 'individual' });
    const res = await t.api('DELETE', `/api/client/${client.id}`, { token });
    assertStatus(res, 204);
    assert.equal(res.body, '');
    assertProblem(await t.api('GET', `/api/client/${client.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/client/${client.id}`, { token }), 404);
    const listed = await t.api('GET', '/api/client', { token, query: { search: 'Hidden Client' } });
    assert.equal(listed.data.totalCount, 0);
    const row = await t.db.selectFrom('clients').select(['name', 'deleted_at']).where('id', '=', client.id).executeTakeFirstOrThrow();
    assert.equal(row.name, 'Hidden Client');
    assert.ok(row.deleted_at);
  });

  test('listing filters by text, status, type and company, sorts, and pages in SQL', async () => {
    const token = await t.token();
    const company = await t.api('POST', '/api/company', { token, body: { code: 'FLT', name: 'Filter Co' } });
    const made = [
      await createClient(t, { name: 'Zeta Filter', clientType: 'individual', phone: '02-111-2222' }),
      await createClient(t, { name: 'Alpha Filter', clientType: 'business', companyId: company.data.id }),
      await createClient(t, { name: 'Mid Filter', clientType: 'business', status: 'inactive', businessNumber: '999-88-77777' }),
    ];
    const names = async (query: Record<string, string | number>) => {
      const res = await t.api('GET', '/api/client', { token, query: { search: 'filter', ...query } });
      assertStatus(res, 200);
      return res.data.items.map((item: { name: string }) => item.name);
    };
    assert.deepEqual(await names({}), ['Alpha Filter', 'Mid Filter', 'Zeta Filter']);
    assert.deepEqual(await names({ sort: '-name' }), ['Zeta Filter', 'Mid Filter', 'Alpha Filter']);
    assert.deepEqual(await names({ sort: 'createdAt' }), made.map((client) => client.name));
    assert.deepEqual(await names({ sort: '-createdAt' }), made.map((client) => client.name).reverse());
    assert.deepEqual(await names({ status: 'inactive' }), ['Mid Filter']);
    assert.deepEqual(await names({ clientType: 'business' }), ['Alpha Filter', 'Mid Filter']);
    assert.deepEqual(await names({ companyId: company.data.id }), ['Alpha Filter']);
    const byPhone = await t.api('GET', '/api/client', { token, query: { search: '111-2222' } });
    assert.deepEqual(byPhone.data.items.map((item: { name: string }) => item.name), ['Zeta Filter']);
    const byNumber = await t.api('GET', '/api/client', { token, query: { search: '999-88' } });
    assert.deepEqual(byNumber.data.items.map((item: { name: string }) => item.name), ['Mid Filter']);
    // LIKE wildcards in the search text match literally.
    assert.equal((await t.api('GET', '/api/client', { token, query: { search: '%' } })).data.totalCount, 0);

    const page = await t.api('GET', '/api/client', { token, query: { search: 'filter', page: 2, pageSize: 2 } });
    assert.equal(page.data.totalCount, 3);
    assert.equal(page.data.totalPages, 2);
    assert.deepEqual(page.data.items.map((item: { name: string }) => item.name), ['Zeta Filter']);
    assert.equal(page.data.items[0].companyName, null);

    const bad = await t.api('GET', '/api/client', { token, query: { sort: 'email', status: 'x', companyId: 'abc', pageSize: 500 } });
    assertProblem(bad, 400, { fields: ['sort', 'status', 'companyId', 'pageSize'] });
  });

  test('every operation needs a bearer token and validates ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/client'],
      ['GET', '/api/client/1'],
      ['POST', '/api/client'],
      ['PUT', '/api/client/1'],
      ['DELETE', '/api/client/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined }), 401);
    }
    const token = await t.token();
    for (const method of ['GET', 'DELETE'] as const) {
      assertProblem(await t.api(method, '/api/client/1.5', { token }), 400, { fields: ['id'] });
    }
    assertProblem(await t.api('GET', '/api/client/424242', { token }), 404);
  });
  test('a business number ending in characters outside the BMP is stored and audited whole (found by the fuzzer: 500 on PostgreSQL)', async () => {
    const client = await createClient(t, { name: 'Astral', clientType: 'business', businessNumber: '𐬐؈🐲𝂗🂥ϥ' });
    assert.equal(client.businessNumber, '𐬐؈🐲𝂗🂥ϥ');
    const [entry] = await auditOf(t, 'client', client.id);
    assert.deepEqual(entry!.changes!.businessNumber, { before: null, after: '**🐲𝂗🂥ϥ' });
  });

  test('create, update and delete are audited in their transaction; a refused write leaves no entry', async () => {
    const token = await t.token('staff');
    const client = await createClient(t, { name: 'Audited', email: 'audited@example.com', clientType: 'business', businessNumber: '123-45-67890' });
    const updated = await t.api('PUT', `/api/client/${client.id}`, {
      token,
      body: { name: 'Audited Ltd', email: 'audited@example.com', clientType: 'business', status: 'active', businessNumber: '123-45-67891' },
    });
    assertStatus(updated, 200);
    assertStatus(await t.api('DELETE', `/api/client/${client.id}`, { token: await t.token('admin') }), 204);

    const entries = await auditOf(t, 'client', client.id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['client.create', 'client.update', 'client.delete']);
    assert.deepEqual(entries[0]!.changes!.name, { before: null, after: 'Audited' });
    assert.deepEqual(entries[0]!.changes!.businessNumber, { before: null, after: '********7890' });
    assert.deepEqual(entries[1]!.changes, {
      name: { before: 'Audited', after: 'Audited Ltd' },
      businessNumber: { before: '********7890', after: '********7891' },
    });
    assert.deepEqual(entries[2]!.changes!.name, { before: 'Audited Ltd', after: null });
    const staffId = (await t.db.selectFrom('users').select('id').where('role', '=', 'staff').executeTakeFirstOrThrow()).id;
    assert.equal(entries[1]!.userId, staffId);

    const other = await createClient(t, { name: 'Taken', email: 'taken@example.com', clientType: 'individual' });
    const count = await auditCount(t);
    const clash = await t.api('PUT', `/api/client/${other.id}`, {
      token,
      body: { name: 'Taken', email: 'dup-audit@example.com', clientType: 'individual', status: 'active', companyId: 987654 },
    });
    assertProblem(clash, 400, { code: 'company_not_found' });
    assertProblem(await t.api('PUT', '/api/client/999999', { token, body: { name: 'x', clientType: 'individual', status: 'active' } }), 404);
    assert.equal(await auditCount(t), count);
  });
});

describeApi('client export', (t) => {
  test('CSV of the filtered list, every page, with a BOM; formulas neutralized; 400, 401', async () => {
    const token = await t.token();
    await createClient(t, { name: 'Alpha, Inc.', email: 'alpha@example.com', clientType: 'business', notes: 'line 1\nline "2"' });
    await createClient(t, { name: '=HYPERLINK("http://evil.example")', clientType: 'individual' });
    await createClient(t, { name: '김민준', clientType: 'individual', phone: '+82 2-1234-5678' });
    for (let i = 0; i < 25; i++) await createClient(t, { name: `Bulk ${String(i).padStart(2, '0')}`, clientType: 'individual' });
    const business = await createClient(t, { name: 'Only Business', clientType: 'business' });

    const res = await t.api('GET', '/api/client/export', { token });
    assertStatus(res, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'a UTF-8 byte-order mark');
    const text = res.rawPayload.subarray(3).toString('utf8');
    const lines = text.split('\r\n').filter(Boolean);
    assert.equal(lines[0], 'id,name,email,phone,clientType,company,businessNumber,address,status,notes,createdAt,updatedAt');
    assert.ok(text.includes('"Alpha, Inc.",alpha@example.com'), 'commas quoted');
    assert.ok(text.includes('"line 1\nline ""2"""'), 'quotes doubled, newlines kept inside quotes');
    assert.ok(text.includes(`"'=HYPERLINK(""http://evil.example"")"`), 'a formula becomes text');
    assert.ok(text.includes(`,김민준,,'+82 2-1234-5678,`), 'non-ASCII kept; a leading + neutralized');
    assert.equal(text.match(/Bulk \d\d/g)?.length, 25, 'every page, not the first 20');

    const filtered = await t.api('GET', '/api/client/export?clientType=business&sort=-name', { token });
    const rows = filtered.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean).slice(1);
    assert.equal(rows.length, 2, 'only business clients');
    assert.ok(rows[0]!.startsWith(`${business.id},Only Business,`), 'in the requested order');
    assert.match(rows[1]!, /"Alpha, Inc\."/);
    assertProblem(await t.api('GET', '/api/client/export?status=lost', { token }), 400, { code: 'validation_failed' });
    assertProblem(await t.api('GET', '/api/client/export?page=2', { token }), 400, { code: 'validation_failed' });
    assertProblem(await t.api('GET', '/api/client/export'), 401, { code: 'unauthorized' });
  });
});
