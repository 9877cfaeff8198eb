import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';
import { deleteClient, newClient, newContract } from '../../testing/records.js';

describeApi('contracts', (t) => {
  test('create answers 201 with exact money; get reads it back', async () => {
    const clientId = await newClient(t, 'Contracted');
    const res = await t.api('POST', '/api/contract', {
      token: await t.token('staff'),
      body: {
        clientId,
        title: 'Annual bookkeeping',
        contractNumber: 'C-2027-001',
        serviceType: 'bookkeeping',
        feeType: 'retainer',
        feeAmount: 1500.1,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        status: 'active',
        signedAt: '2026-12-20T10:00:00+09:00',
      },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/contract/${res.data.id}`);
    assert.deepEqual(
      { ...res.data, id: 0, createdAt: '', updatedAt: '' },
      {
        id: 0,
        clientId,
        clientName: 'Contracted',
        title: 'Annual bookkeeping',
        contractNumber: 'C-2027-001',
        serviceType: 'bookkeeping',
        feeType: 'retainer',
        feeAmount: 1500.1,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        status: 'active',
        signedAt: '2026-12-20T01:00:00.000Z',
        notes: null,
        createdAt: '',
        updatedAt: '',
      },
    );
    assert.deepEqual((await t.api('GET', `/api/contract/${res.data.id}`, { token: await t.token() })).data, res.data);
  });

  test('bad input is 400 per field; an end before the start is 400; a deleted client is 400', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const res = await t.api('POST', '/api/contract', {
      token,
      body: { clientId, title: '', feeType: 'monthly', feeAmount: 0.001, startDate: '2027-02-30', status: 'signed' },
    });
    assertProblem(res, 400, { fields: ['title', 'feeType', 'feeAmount', 'startDate', 'status'] });
    const backwards = await t.api('POST', '/api/contract', {
      token,
      body: { clientId, title: 'X', feeType: 'fixed', startDate: '2027-03-01', endDate: '2027-02-28' },
    });
    assertProblem(backwards, 400, { code: 'invalid_range', fields: ['endDate'] });
    const gone = await newClient(t);
    await deleteClient(t, gone);
    assertProblem(await t.api('POST', '/api/contract', { token, body: { clientId: gone, title: 'X', feeType: 'fixed', startDate: '2027-01-01' } }), 400, {
      code: 'client_not_found',
    });
  });

  test('a taken contract number is 409 on create and update; deleting frees it', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const first = await newContract(t, clientId, { contractNumber: 'DUP-1' });
    const again = await t.api('POST', '/api/contract', { token, body: { clientId, title: 'Y', feeType: 'fixed', startDate: '2027-01-01', contractNumber: 'DUP-1' } });
    assertProblem(again, 409, { code: 'contract_number_taken', fields: ['contractNumber'] });
    assert.equal(again.data.existingContractId, first);
    const other = await newContract(t, clientId, { contractNumber: 'DUP-2' });
    const clash = await t.api('PUT', `/api/contract/${other}`, { token, body: { title: 'Y', feeType: 'fixed', startDate: '2027-01-01', status: 'draft', contractNumber: 'DUP-1' } });
    assertProblem(clash, 409, { code: 'contract_number_taken' });
    assertStatus(await t.api('DELETE', `/api/contract/${first}`, { token }), 204);
    assertProblem(await t.api('GET', `/api/contract/${first}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/contract/${first}`, { token }), 404);
    await newContract(t, clientId, { contractNumber: 'DUP-1' });
  });

  test('update replaces the fields; 404 for a missing contract', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const id = await newContract(t, clientId, { notes: 'old', feeAmount: 10 });
    const res = await t.api('PUT', `/api/contract/${id}`, { token, body: { title: 'Renamed', feeType: 'hourly', startDate: '2027-02-01', status: 'completed' } });
    assertStatus(res, 200);
    assert.equal(res.data.title, 'Renamed');
    assert.equal(res.data.status, 'completed');
    assert.equal(res.data.notes, null);
    assert.equal(res.data.feeAmount, null);
    assert.equal(res.data.clientId, clientId);
    assertProblem(await t.api('PUT', '/api/contract/987654', { token, body: { title: 'X', feeType: 'fixed', startDate: '2027-01-01', status: 'draft' } }), 404);
    assertProblem(await t.api('PUT', `/api/contract/${id}`, { token, body: { title: 'X', feeType: 'fixed', startDate: '2027-01-01' } }), 400, { fields: ['status'] });
    const other = await newClient(t);
    assertProblem(await t.api('PUT', `/api/contract/${id}`, { token, body: { title: 'X', feeType: 'fixed', startDate: '2027-01-01', status: 'draft', clientId: other } }), 400, {
      fields: ['clientId'],
    });
  });

  test('PUT accepts the representation GET returned (read-only fields ignored); any other unknown field is 400', async () => {
    const token = await t.token();
    const clientId = await newClient(t, 'Echoed');
    const id = await newContract(t, clientId, { contractNumber: 'ECHO-1' });
    const read = (await t.api('GET', `/api/contract/${id}`, { token })).data;
    const res = await t.api('PUT', `/api/contract/${id}`, {
      token,
      body: { ...read, title: 'Echo renamed', clientName: 'Not the name', createdAt: '2000-01-01T00:00:00.000Z', id: 999 },
    });
    assertStatus(res, 200);
    assert.equal(res.data.title, 'Echo renamed');
    assert.equal(res.data.clientName, 'Echoed');
    assert.equal(res.data.id, id);
    assert.equal(res.data.createdAt, read.createdAt);
    assertProblem(await t.api('PUT', `/api/contract/${id}`, { token, body: { ...read, colour: 'red' } }), 400, { fields: ['colour'] });
    const schema = (await t.api('GET', '/api/openapi.json')).data.paths['/api/contract/{id}'].put.requestBody.content['application/json'].schema;
    for (const field of ['id', 'clientName', 'createdAt', 'updatedAt']) assert.equal(schema.properties[field].readOnly, true, field);
  });

  test('the client-scoped list is 404 for a client that does not exist', async () => {
    assertProblem(await t.api('GET', '/api/contract/client/987654', { token: await t.token() }), 404, { code: 'not_found' });
  });

  test('every write records its audit entry in its own transaction; a failed write records none', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const id = await newContract(t, clientId, { contractNumber: 'AUD-1', title: 'Audited' });
    assertStatus(await t.api('PUT', `/api/contract/${id}`, { token, body: { title: 'Audited 2', feeType: 'fixed', startDate: '2027-01-01', status: 'active', contractNumber: 'AUD-1' } }), 200);
    assertStatus(await t.api('DELETE', `/api/contract/${id}`, { token }), 204);
    const entries = await auditOf(t, 'contract', id);
    assert.deepEqual(entries.map((e) => e.operation), ['contract.create', 'contract.update', 'contract.delete']);
    assert.deepEqual(entries[1]!.changes!.title, { before: 'Audited', after: 'Audited 2' });
    assert.deepEqual(entries[1]!.changes!.status, { before: 'draft', after: 'active' });
    assertEvery(entries, (e) => e.userId !== null);

    const before = (await auditOf(t, 'contract')).length;
    const kept = await newContract(t, clientId, { contractNumber: 'AUD-2' });
    const taken = await t.api('POST', '/api/contract', { token, body: { clientId, title: 'Dup', feeType: 'fixed', startDate: '2027-01-01', contractNumber: 'AUD-2' } });
    assertProblem(taken, 409, { code: 'contract_number_taken' });
    const clash = await t.api('PUT', `/api/contract/${await newContract(t, clientId)}`, { token, body: { title: 'D', feeType: 'fixed', startDate: '2027-01-01', status: 'draft', contractNumber: 'AUD-2' } });
    assertProblem(clash, 409, { code: 'contract_number_taken' });
    assert.equal((await auditOf(t, 'contract')).length, before + 2, 'only the two successful creates were recorded');
    assert.equal((await auditOf(t, 'contract', kept)).length, 1);
  });

  test('list filters by client, status and start-date range (both ends included), newest first', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const jan1 = await newContract(t, clientId, { startDate: '2031-01-01', status: 'active' });
    const jan31 = await newContract(t, clientId, { startDate: '2031-01-31' });
    await newContract(t, clientId, { startDate: '2031-02-01', status: 'active' });
    const range = await t.api('GET', '/api/contract', { token, query: { clientId, from: '2031-01-01', to: '2031-01-31' } });
    assertStatus(range, 200);
    assert.deepEqual(range.data.items.map((c: { id: number }) => c.id), [jan31, jan1]);
    const active = await t.api('GET', '/api/contract', { token, query: { clientId, status: 'active', to: '2031-01-31' } });
    assert.deepEqual(active.data.items.map((c: { id: number }) => c.id), [jan1]);
    const byClient = await t.api('GET', `/api/contract/client/${clientId}`, { token, query: { status: 'draft' } });
    assert.deepEqual(byClient.data.items.map((c: { id: number }) => c.id), [jan31]);
    assertProblem(await t.api('GET', '/api/contract', { token, query: { from: '2031-02-01', to: '2031-01-01' } }), 400, { fields: ['from'] });
    assertProblem(await t.api('GET', '/api/contract', { token, query: { status: 'open', clientId: 'x' } }), 400, { fields: ['status', 'clientId'] });
    await deleteClient(t, clientId);
    assert.equal((await t.api('GET', `/api/contract/client/${clientId}`, { token })).data.totalCount, 3, 'contracts stay after the client goes');
  });

  test('every operation needs a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/contract'],
      ['GET', '/api/contract/1'],
      ['GET', '/api/contract'],
      ['GET', '/api/contract/client/1'],
      ['PUT', '/api/contract/1'],
      ['DELETE', '/api/contract/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? {} : undefined }), 401);
    }
  });
});
