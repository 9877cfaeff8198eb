import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('companies', (t) => {
  const acme = { code: 'ACME-01', name: 'Acme Trading', businessNumber: '123-45-67890', email: 'Office@Acme.Example', phone: '+82 2-555-0100' };

  test('create answers 201 with the stored company and its location', async () => {
    const res = await t.api('POST', '/api/company', { token: await t.token(), body: acme });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/company/${res.data.id}`);
    assert.equal(res.data.code, 'ACME-01');
    assert.equal(res.data.email, 'office@acme.example');
    assert.equal(res.data.isActive, true);
    assert.equal(res.data.representative, null);
    assert.match(res.data.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const read = await t.api('GET', `/api/company/${res.data.id}`, { token: await t.token('staff') });
    assertStatus(read, 200);
    assert.deepEqual(read.data, res.data);
  });

  test('a duplicate code, in any letter case, is 409 naming the holder', async () => {
    const token = await t.token();
    const first = await t.api('POST', '/api/company', { token, body: { code: 'DUP-1', name: 'First' } });
    assertStatus(first, 201);
    const again = await t.api('POST', '/api/company', { token, body: { code: 'dup-1', name: 'Second' } });
    assertProblem(again, 409, { code: 'company_code_taken', fields: ['code'] });
    assert.equal(again.data.existingCompanyId, first.data.id);
    const other = await t.api('POST', '/api/company', { token, body: { code: 'DUP-2', name: 'Other' } });
    const clash = await t.api('PUT', `/api/company/${other.data.id}`, { token, body: { code: 'Dup-1', name: 'Other', isActive: true } });
    assertProblem(clash, 409, { code: 'company_code_taken' });
  });

  test('create validates every field', async () => {
    const token = await t.token();
    const res = await t.api('POST', '/api/company', {
      token,
      body: { code: 'has space', name: '', email: 'not-an-email', phone: 'call me', isActive: 'yes', description: 'x' },
    });
    assertProblem(res, 400, { code: 'validation_failed', fields: ['code', 'name', 'email', 'phone', 'isActive', 'description'] });
    assertProblem(await t.api('POST', '/api/company', { token, body: {} }), 400, { fields: ['code', 'name'] });
  });

  test('get by code ignores letter case; unknown codes are 404, malformed ones 400', async () => {
    const token = await t.token('staff');
    const res = await t.api('GET', '/api/company/code/acme-01', { token });
    assertStatus(res, 200);
    assert.equal(res.data.code, 'ACME-01');
    assertProblem(await t.api('GET', '/api/company/code/NOPE', { token }), 404, { code: 'not_found' });
    assertProblem(await t.api('GET', '/api/company/code/a%20b', { token }), 400, { fields: ['code'] });
  });

  test('listing pages in SQL with defaults 1 and 20, search and the active filter', async () => {
    const token = await t.token();
    for (let i = 0; i < 3; i++) {
      assertStatus(await t.api('POST', '/api/company', { token, body: { code: `LIST-${i}`, name: `Listed ${i}`, isActive: i !== 1 } }), 201);
    }
    const all = await t.api('GET', '/api/company', { token });
    assertStatus(all, 200);
    assert.equal(all.data.page, 1);
    assert.equal(all.data.pageSize, 20);
    assert.equal(all.data.totalCount, all.data.items.length);
    const names = all.data.items.map((item: { name: string }) => item.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const search = await t.api('GET', '/api/company', { token, query: { search: 'listed', pageSize: 2 } });
    assert.equal(search.data.totalCount, 3);
    assert.equal(search.data.totalPages, 2);
    assert.deepEqual(search.data.items.map((item: { code: string }) => item.code), ['LIST-0', 'LIST-1']);
    const inactive = await t.api('GET', '/api/company', { token, query: { search: 'listed', isActive: false } });
    assert.deepEqual(inactive.data.items.map((item: { code: string }) => item.code), ['LIST-1']);
    assertProblem(await t.api('GET', '/api/company', { token, query: { pageSize: 101 } }), 400, { fields: ['pageSize'] });
  });

  test('update replaces the company; optional fields left out become null', async () => {
    const token = await t.token();
    const made = await t.api('POST', '/api/company', { token, body: { code: 'UPD-1', name: 'Before', representative: 'Kim' } });
    const res = await t.api('PUT', `/api/company/${made.data.id}`, { token, body: { code: 'UPD-1B', name: 'After', isActive: false } });
    assertStatus(res, 200);
    assert.equal(res.data.code, 'UPD-1B');
    assert.equal(res.data.name, 'After');
    assert.equal(res.data.representative, null);
    assert.equal(res.data.isActive, false);
    assert.ok(res.data.updatedAt >= made.data.updatedAt);
    assertProblem(await t.api('PUT', `/api/company/${made.data.id}`, { token, body: { code: 'UPD-1B', name: 'x' } }), 400, { fields: ['isActive'] });
    assertProblem(await t.api('PUT', '/api/company/999999', { token, body: { code: 'UPD-X', name: 'x', isActive: true } }), 404);
  });

  test('delete answers 204; a company that clients point at is 409', async () => {
    const token = await t.token('staff');
    const free = await t.api('POST', '/api/company', { token, body: { code: 'DEL-1', name: 'Gone' } });
    const del = await t.api('DELETE', `/api/company/${free.data.id}`, { token });
    assertStatus(del, 204);
    assert.equal(del.body, '');
    assertProblem(await t.api('GET', `/api/company/${free.data.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/company/${free.data.id}`, { token }), 404);

    const used = await t.api('POST', '/api/company', { token, body: { code: 'DEL-2', name: 'Used' } });
    const client = await t.api('POST', '/api/client', { token, body: { name: 'Employee', clientType: 'business', companyId: used.data.id } });
    assertStatus(client, 201);
    assertProblem(await t.api('DELETE', `/api/company/${used.data.id}`, { token }), 409, { code: 'company_in_use' });
    // A deleted client keeps its records, and so its company.
    // Deleting a client is for admins (issue 28.10).
    assertStatus(await t.api('DELETE', `/api/client/${client.data.id}`, { token: await t.token('admin') }), 204);
    assertProblem(await t.api('DELETE', `/api/company/${used.data.id}`, { token }), 409, { code: 'company_in_use' });
    assertStatus(await t.api('GET', `/api/company/${used.data.id}`, { token }), 200);
  });

  test('create, update and delete are audited in their transaction; refused writes leave no entry', async () => {
    const token = await t.token();
    const made = await t.api('POST', '/api/company', { token, body: { code: 'AUD-1', name: 'Audit Co', businessNumber: '555-66-77777' } });
    assertStatus(made, 201);
    const id = made.data.id;
    assertStatus(await t.api('PUT', `/api/company/${id}`, { token, body: { code: 'AUD-1', name: 'Audit Company', isActive: false } }), 200);
    const count = await auditCount(t);
    assertProblem(await t.api('POST', '/api/company', { token, body: { code: 'aud-1', name: 'Clash' } }), 409, { code: 'company_code_taken' });
    const client = await t.api('POST', '/api/client', { token, body: { name: 'Holder', clientType: 'business', companyId: id } });
    assertStatus(client, 201);
    const afterClient = await auditCount(t);
    assert.equal(afterClient, count + 1);
    assertProblem(await t.api('DELETE', `/api/company/${id}`, { token }), 409, { code: 'company_in_use' });
    assert.equal(await auditCount(t), afterClient);
    // Deleting a client is for admins (issue 28.10).
    assertStatus(await t.api('DELETE', `/api/client/${client.data.id}`, { token: await t.token('admin') }), 204);
    await t.db.deleteFrom('clients').where('id', '=', client.data.id).execute();
    assertStatus(await t.api('DELETE', `/api/company/${id}`, { token }), 204);

    const entries = await auditOf(t, 'company', id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['company.create', 'company.update', 'company.delete']);
    assert.deepEqual(entries[0]!.changes!.businessNumber, { before: null, after: '********7777' });
    assert.deepEqual(entries[1]!.changes, {
      name: { before: 'Audit Co', after: 'Audit Company' },
      businessNumber: { before: '********7777', after: null },
      isActive: { before: true, after: false },
    });
    assert.equal(entries[2]!.changes!.code!.before, 'AUD-1');
  });

  test('every operation needs a bearer token and validates ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/company'],
      ['GET', '/api/company/1'],
      ['GET', '/api/company/code/ACME-01'],
      ['POST', '/api/company'],
      ['PUT', '/api/company/1'],
      ['DELETE', '/api/company/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? acme : undefined }), 401);
    }
    const token = await t.token();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      assertProblem(await t.api(method, '/api/company/abc', { token, body: method === 'PUT' ? { ...acme, isActive: true } : undefined }), 400, { fields: ['id'] });
    }
  });
});
