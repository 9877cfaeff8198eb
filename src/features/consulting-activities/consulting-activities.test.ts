import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient, newContract } from '../../testing/records.js';

async function activity(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/consultingactivity', {
    token: await t.token(),
    body: { activityDate: '2027-01-10', activityType: 'meeting', subject: 'Year-end planning', ...body },
  });
  assertStatus(res, 201);
  return res.data;
}

describeApi('consulting activities', (t) => {
  test('create answers 201; billable defaults to true; get reads it back', async () => {
    const clientId = await newClient(t, 'Advised');
    const contractId = await newContract(t, clientId);
    const res = await t.api('POST', '/api/consultingactivity', {
      token: await t.token('staff'),
      body: { clientId, contractId, activityDate: '2027-01-10', activityType: 'call', subject: 'VAT question', durationMinutes: 45, consultant: 'Lee' },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/consultingactivity/${res.data.id}`);
    assert.deepEqual(
      { ...res.data, id: 0, createdAt: '', updatedAt: '' },
      {
        id: 0,
        clientId,
        clientName: 'Advised',
        contractId,
        activityDate: '2027-01-10',
        activityType: 'call',
        subject: 'VAT question',
        notes: null,
        durationMinutes: 45,
        consultant: 'Lee',
        billable: true,
        createdAt: '',
        updatedAt: '',
      },
    );
    assert.deepEqual((await t.api('GET', `/api/consultingactivity/${res.data.id}`, { token: await t.token() })).data, res.data);
  });

  test('a contract of another client, a missing or a deleted contract is 400 on contractId', async () => {
    const token = await t.token();
    const mine = await newClient(t);
    const theirs = await newClient(t);
    const theirContract = await newContract(t, theirs);
    const base = { clientId: mine, activityDate: '2027-01-10', activityType: 'call', subject: 'S' };
    assertProblem(await t.api('POST', '/api/consultingactivity', { token, body: { ...base, contractId: theirContract } }), 400, {
      code: 'contract_not_for_client',
      fields: ['contractId'],
    });
    assertProblem(await t.api('POST', '/api/consultingactivity', { token, body: { ...base, contractId: 987654 } }), 400, { code: 'contract_not_found' });
    const myContract = await newContract(t, mine);
    const made = await activity(t, { clientId: mine, contractId: myContract });
    assertProblem(
      await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body: { activityDate: '2027-01-10', activityType: 'call', subject: 'S', billable: true, contractId: theirContract } }),
      400,
      { code: 'contract_not_for_client' },
    );
    assertStatus(await t.api('DELETE', `/api/contract/${myContract}`, { token }), 204);
    assertProblem(await t.api('POST', '/api/consultingactivity', { token, body: { ...base, contractId: myContract } }), 400, { code: 'contract_not_found' });
    assertStatus(await t.api('GET', `/api/consultingactivity/${made.id}`, { token }), 200);
  });

  test('bad input is 400 per field; a deleted client is 400', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const res = await t.api('POST', '/api/consultingactivity', {
      token,
      body: { clientId, activityDate: '10/01/2027', activityType: '', subject: 'x'.repeat(201), durationMinutes: 0, billable: 'yes' },
    });
    assertProblem(res, 400, { fields: ['activityDate', 'activityType', 'subject', 'durationMinutes', 'billable'] });
    await deleteClient(t, clientId);
    assertProblem(
      await t.api('POST', '/api/consultingactivity', { token, body: { clientId, activityDate: '2027-01-01', activityType: 'call', subject: 'S' } }),
      400,
      { code: 'client_not_found' },
    );
  });

  test('update replaces; delete hides (soft); 404 for missing rows', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const made = await activity(t, { clientId, notes: 'n', billable: false });
    const body = { activityDate: '2027-01-11', activityType: 'review', subject: 'Docs', billable: true };
    const res = await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body });
    assertStatus(res, 200);
    assert.equal(res.data.activityType, 'review');
    assert.equal(res.data.notes, null);
    assert.equal(res.data.billable, true);
    assertProblem(await t.api('PUT', '/api/consultingactivity/987654', { token, body }), 404);
    assertProblem(await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body: { ...body, billable: undefined } }), 400, { fields: ['billable'] });
    assertStatus(await t.api('DELETE', `/api/consultingactivity/${made.id}`, { token }), 204);
    assertProblem(await t.api('GET', `/api/consultingactivity/${made.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/consultingactivity/${made.id}`, { token }), 404);
    assertProblem(await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body }), 404);
  });

  test('list filters by client, contract, billable and date range (both ends included), newest first', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const contractId = await newContract(t, clientId);
    const mar1 = await activity(t, { clientId, activityDate: '2032-03-01', contractId });
    const mar31 = await activity(t, { clientId, activityDate: '2032-03-31', billable: false });
    await activity(t, { clientId, activityDate: '2032-04-01' });
    const range = await t.api('GET', '/api/consultingactivity', { token, query: { clientId, from: '2032-03-01', to: '2032-03-31' } });
    assertStatus(range, 200);
    assert.deepEqual(range.data.items.map((a: { id: number }) => a.id), [mar31.id, mar1.id]);
    assert.deepEqual((await t.api('GET', '/api/consultingactivity', { token, query: { contractId } })).data.items.map((a: { id: number }) => a.id), [mar1.id]);
    assert.deepEqual((await t.api('GET', '/api/consultingactivity', { token, query: { clientId, billable: false } })).data.items.map((a: { id: number }) => a.id), [mar31.id]);
    const byClient = await t.api('GET', `/api/consultingactivity/client/${clientId}`, { token, query: { to: '2032-03-31' } });
    assert.equal(byClient.data.totalCount, 2);
    assertProblem(await t.api('GET', '/api/consultingactivity', { token, query: { from: '2032-04-01', to: '2032-03-01' } }), 400, { fields: ['from'] });
  });

  test('PUT accepts the representation GET returned (read-only fields ignored); another client or an unknown field is 400', async () => {
    const token = await t.token();
    const clientId = await newClient(t, 'Echo client');
    const made = await activity(t, { clientId });
    const read = (await t.api('GET', `/api/consultingactivity/${made.id}`, { token })).data;
    const res = await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body: { ...read, subject: 'Echoed', clientName: 'ignored', updatedAt: '2000-01-01T00:00:00.000Z' } });
    assertStatus(res, 200);
    assert.equal(res.data.subject, 'Echoed');
    assert.equal(res.data.clientName, 'Echo client');
    assert.notEqual(res.data.updatedAt, '2000-01-01T00:00:00.000Z');
    assertProblem(await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body: { ...read, clientId: await newClient(t) } }), 400, { fields: ['clientId'] });
    assertProblem(await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body: { ...read, mood: 'good' } }), 400, { fields: ['mood'] });
    const schema = (await t.api('GET', '/api/openapi.json')).data.paths['/api/consultingactivity/{id}'].put.requestBody.content['application/json'].schema;
    for (const field of ['id', 'clientName', 'createdAt', 'updatedAt']) assert.equal(schema.properties[field].readOnly, true, field);
  });

  test('the client-scoped list is 404 for a client that does not exist', async () => {
    assertProblem(await t.api('GET', '/api/consultingactivity/client/987654', { token: await t.token() }), 404, { code: 'not_found' });
  });

  test('every write records its audit entry in its own transaction; a failed write records none', async () => {
    const token = await t.token();
    const clientId = await newClient(t);
    const made = await activity(t, { clientId, subject: 'First' });
    const body = { activityDate: '2027-01-10', activityType: 'call', subject: 'Second', billable: false };
    assertStatus(await t.api('PUT', `/api/consultingactivity/${made.id}`, { token, body }), 200);
    assertStatus(await t.api('DELETE', `/api/consultingactivity/${made.id}`, { token }), 204);
    const entries = await auditOf(t, 'consulting_activity', made.id);
    assert.deepEqual(entries.map((e) => e.operation), ['consulting_activity.create', 'consulting_activity.update', 'consulting_activity.delete']);
    assert.deepEqual(entries[1]!.changes!.subject, { before: 'First', after: 'Second' });

    const before = (await auditOf(t, 'consulting_activity')).length;
    const theirContract = await newContract(t, await newClient(t));
    const kept = await activity(t, { clientId });
    assertProblem(await t.api('PUT', `/api/consultingactivity/${kept.id}`, { token, body: { ...body, contractId: theirContract } }), 400, { code: 'contract_not_for_client' });
    assertProblem(await t.api('POST', '/api/consultingactivity', { token, body: { clientId, activityDate: '2027-01-10', activityType: 'x', subject: 'y', contractId: theirContract } }), 400, {
      code: 'contract_not_for_client',
    });
    assert.equal((await auditOf(t, 'consulting_activity')).length, before + 1, 'only the successful create was recorded');
  });

  test('every operation needs a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/consultingactivity'],
      ['GET', '/api/consultingactivity/1'],
      ['GET', '/api/consultingactivity'],
      ['GET', '/api/consultingactivity/client/1'],
      ['PUT', '/api/consultingactivity/1'],
      ['DELETE', '/api/consultingactivity/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? {} : undefined }), 401);
    }
  });
});
