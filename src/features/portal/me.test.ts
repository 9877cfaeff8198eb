import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';

describeApi('the client portal: my details', (t) => {
  test('GET /api/portal/me: the client as the firm has them, with the firm to contact, nothing internal', async () => {
    const client = await invitedClient(t, { phone: '010-1234-5678', address: '1 Main St', notes: 'INTERNAL NOTE', businessNumber: '123-45-67890' });
    const { accessToken } = await portalSignIn(t, client.email);
    const res = await t.api('GET', '/api/portal/me', { token: accessToken });
    assertStatus(res, 200);
    assert.deepEqual(Object.keys(res.data).sort(), ['address', 'email', 'firm', 'locale', 'name', 'phone']);
    assert.equal(res.data.email, client.email);
    assert.equal(res.data.phone, '010-1234-5678');
    assert.equal(res.data.firm.name, 'taxdesk');
    // What the portal app formats with: the language of a client who chose none, and the currency.
    assert.deepEqual([res.data.firm.locale, res.data.firm.currency], ['en', 'USD']);
    assert.ok(!res.body.includes('INTERNAL NOTE') && !res.body.includes('123-45-67890'), 'internal fields never leave');
    assertProblem(await t.api('GET', '/api/portal/me', { token: await t.token('admin') }), 401, { code: 'invalid_token' });
    assertProblem(await t.api('GET', '/api/portal/me'), 401, { code: 'unauthorized' });
  });

  test('PUT /api/portal/me changes only phone and address, audited through the client aggregate; staff see it', async () => {
    const client = await invitedClient(t, { phone: '010-1111-2222', address: 'Old road 1', notes: 'keep me' });
    const { accessToken } = await portalSignIn(t, client.email);
    const before = (await t.api('GET', '/api/portal/me', { token: accessToken })).data;
    const res = await t.api('PUT', '/api/portal/me', {
      token: accessToken,
      body: { ...before, phone: '010-3333-4444', address: 'New road 2', name: 'Someone Else', email: 'other@example.com' },
    });
    assertStatus(res, 200);
    assert.equal(res.data.phone, '010-3333-4444');
    assert.equal(res.data.address, 'New road 2');
    assert.equal(res.data.name, before.name, 'read-only fields are ignored');
    const record = (await t.api('GET', `/api/client/${client.id}`, { token: await t.token('staff') })).data;
    assert.deepEqual([record.name, record.email, record.phone, record.address, record.notes], [before.name, client.email, '010-3333-4444', 'New road 2', 'keep me']);
    const [entry] = (await auditOf(t, 'client', client.id)).filter((row) => row.operation === 'client.update');
    assert.deepEqual(entry!.changes, { phone: { before: '010-1111-2222', after: '010-3333-4444' }, address: { before: 'Old road 1', after: 'New road 2' } });
    assert.equal(entry!.userId, null, 'no staff user made it');
    // Staff see the client as the actor in the audit log (issue 32.3): actor kind 'client', their id and name.
    const trail = await t.api('GET', `/api/audit-log?recordType=client&recordId=${client.id}&operation=client.update`, { token: await t.token('admin') });
    assertStatus(trail, 200);
    assert.deepEqual(
      trail.data.items.map((item: { actorKind: string; clientId: number; clientName: string; userId: number | null }) => [item.actorKind, item.clientId, item.clientName, item.userId]),
      [['client', client.id, before.name, null]],
    );
    // A staff edit of the same record stays staff's.
    const staff = await t.token('staff');
    assertStatus(await t.api('PUT', `/api/client/${client.id}`, { token: staff, body: { ...record, notes: 'staff edit' } }), 200);
    const [latest] = (await t.api('GET', `/api/audit-log?recordType=client&recordId=${client.id}&operation=client.update`, { token: await t.token('admin') })).data.items;
    assert.deepEqual([latest.actorKind, latest.clientId, latest.clientName, typeof latest.userId], ['staff', null, null, 'number']);

    assertStatus(await t.api('PUT', '/api/portal/me', { token: accessToken, body: { phone: null, address: null } }), 200);
    assert.equal((await t.api('GET', '/api/portal/me', { token: accessToken })).data.phone, null);
  });

  test('PUT /api/portal/me refuses other fields and hostile text, changing nothing', async () => {
    const client = await invitedClient(t, { phone: '010-5555-6666' });
    const { accessToken } = await portalSignIn(t, client.email);
    const bodies = [
      { phone: '010-1', address: null, notes: 'mine now' },
      { phone: 'abc', address: null },
      { phone: null, address: 'a\u0000b' },
      { phone: null, address: 'x'.repeat(501) },
      { phone: null },
      [],
    ];
    for (const body of bodies) assertProblem(await t.api('PUT', '/api/portal/me', { token: accessToken, body }), 400);
    assert.equal((await t.api('GET', '/api/portal/me', { token: accessToken })).data.phone, '010-5555-6666');
  });
});
