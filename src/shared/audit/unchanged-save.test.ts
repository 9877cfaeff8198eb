import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';
import { newClient, newContract } from '../../testing/records.js';

describeApi('an unchanged save records no audit entry', (t) => {
  test('saving a client, a filing, a contract and a tax profile as they are adds no entry; a real change adds one', async () => {
    const token = await t.token('staff');
    const clientId = await newClient(t, 'Unchanged Kim');
    const client = { name: 'Unchanged Kim', clientType: 'individual', status: 'active', businessNumber: '123-45-67890' };
    assertStatus(await t.api('PUT', `/api/client/${clientId}`, { token, body: client }), 200);
    const saves = (await auditOf(t, 'client', clientId)).length;
    assertStatus(await t.api('PUT', `/api/client/${clientId}`, { token, body: client }), 200);
    assert.equal((await auditOf(t, 'client', clientId)).length, saves, 'the same client again');
    assertStatus(await t.api('PUT', `/api/client/${clientId}`, { token, body: { ...client, name: 'Changed Kim' } }), 200);
    assert.equal((await auditOf(t, 'client', clientId)).at(-1)!.operation, 'client.update');
    assert.equal((await auditOf(t, 'client', clientId)).length, saves + 1);

    const filing = { clientId, taxType: 'VAT', taxYear: 2026, status: 'draft' };
    const filingId = (await t.api('POST', '/api/taxfiling', { token, body: filing })).data.id;
    assertStatus(await t.api('PUT', `/api/taxfiling/${filingId}`, { token, body: filing }), 200);
    assert.deepEqual((await auditOf(t, 'tax_filing', filingId)).map((e) => e.operation), ['tax_filing.create']);

    const contractId = await newContract(t, clientId);
    const contract = (await t.api('GET', `/api/contract/${contractId}`, { token })).data;
    const { id: _id, clientName: _name, createdAt: _c, updatedAt: _u, ...body } = contract;
    const resaved = await t.api('PUT', `/api/contract/${contractId}`, { token, body });
    assertStatus(resaved, 200);
    assert.deepEqual((await auditOf(t, 'contract', contractId)).map((e) => e.operation), ['contract.create']);

    const profileId = (await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'individual', riskLevel: 'low' } })).data.id;
    assertStatus(await t.api('PUT', `/api/taxprofile/${profileId}`, { token, body: { taxpayerType: 'individual', riskLevel: 'low' } }), 200);
    assert.deepEqual((await auditOf(t, 'tax_profile', profileId)).map((e) => e.operation), ['tax_profile.create']);
  });
});
