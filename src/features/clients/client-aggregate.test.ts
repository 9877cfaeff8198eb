/*
 * The client aggregate has one home (shared/clients/client-aggregate.ts): a client created directly
 * and one converted from an inquiry leave the same audit entry (the stored record), the converted
 * one naming its inquiry, and both are counted the same way.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('client aggregate', (t) => {
  test('client.create has one shape: direct creation and conversion record the stored client, conversion adds sourceInquiryId', async () => {
    const token = await t.token('staff');
    const company = await t.api('POST', '/api/company', { token, body: { code: 'AGG-CO', name: 'Aggregate Co' } });
    assertStatus(company, 201);
    const fields = { clientType: 'business', companyId: company.data.id, businessNumber: '220-81-62517', address: 'Seoul', notes: 'from the form' };

    const inquiry = await t.api('POST', '/api/inquiry', {
      body: { name: 'Converted Kim', email: 'converted@example.com', subject: 'VAT', message: 'Help, please.' },
    });
    assertStatus(inquiry, 201);
    const converted = await t.api('POST', `/api/inquiry/${inquiry.data.id}/convert-to-client`, {
      token,
      body: { ...fields, name: 'Same Name', email: 'Mixed.Case@Example.COM' },
    });
    assertStatus(converted, 201);
    const direct = await t.api('POST', '/api/client', { token, body: { ...fields, name: 'Same Name', email: 'Other.Case@Example.COM' } });
    assertStatus(direct, 201);

    const [fromConversion] = await auditOf(t, 'client', converted.data.clientId);
    const [fromCreation] = await auditOf(t, 'client', direct.data.id);
    assert.deepEqual(fromConversion!.changes!.sourceInquiryId, { before: null, after: inquiry.data.id });
    assert.equal(fromCreation!.changes!.sourceInquiryId, undefined, 'a client created directly names no inquiry');
    assert.deepEqual(fromConversion!.changes!.email, { before: null, after: 'mixed.case@example.com' }, 'the stored (lowercased) email, not the raw input');
    const { sourceInquiryId: _, email: conversionEmail, ...conversionRest } = fromConversion!.changes!;
    const { email: creationEmail, ...creationRest } = fromCreation!.changes!;
    assert.deepEqual(conversionRest, creationRest, 'the same fields, recorded the same way');
    assert.ok(conversionEmail && creationEmail);
    assert.deepEqual(Object.keys(creationRest).sort(), ['address', 'businessNumber', 'clientType', 'companyId', 'name', 'notes', 'remindByEmail', 'status']);
  });

  test('an update replaces the fields and is audited once with what changed; counts follow a change of kind', async () => {
    const token = await t.token('staff');
    const created = await t.api('POST', '/api/client', { token, body: { name: 'Kind', clientType: 'individual' } });
    assertStatus(created, 201);
    const counted = async () => (await t.api('GET', '/api/client?status=inactive&clientType=business', { token })).data.totalCount;
    const before = await counted();
    const updated = await t.api('PUT', `/api/client/${created.data.id}`, { token, body: { name: 'Kind', clientType: 'business', status: 'inactive' } });
    assertStatus(updated, 200);
    assert.equal(await counted(), before + 1);
    const entries = await auditOf(t, 'client', created.data.id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['client.create', 'client.update']);
    assert.deepEqual(entries[1]!.changes, { clientType: { before: 'individual', after: 'business' }, status: { before: 'active', after: 'inactive' } });
  });
});
