/*
 * The client list's count (without a search or company) and the dashboard's active clients read
 * client_counts, which every client write keeps in step. These tests compare them with counts made
 * here from the clients themselves (read through the list's pages), after each kind of write.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as clientCountsMigration from '../../db/migrations/0018_client_counts.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

interface Client {
  id: number;
  status: 'active' | 'inactive';
  clientType: 'individual' | 'business';
}

async function create(t: TestContext, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', '/api/client', { token: await t.token(), body: { name: 'Counted', clientType: 'individual', ...body } });
  assertStatus(res, 201);
  return res.data.id;
}

async function update(t: TestContext, id: number, body: Record<string, unknown>) {
  return t.api('PUT', `/api/client/${id}`, { token: await t.token(), body: { name: 'Counted', ...body } });
}

/** Every visible client, through the list's pages until a short one (not trusting its count, which is under test). */
async function allClients(t: TestContext): Promise<Client[]> {
  const clients: Client[] = [];
  for (let page = 1; ; page++) {
    const res = await t.api('GET', '/api/client', { token: await t.token(), query: { page, pageSize: 100 } });
    assertStatus(res, 200);
    clients.push(...(res.data.items as Client[]));
    if (res.data.items.length < 100) return clients;
  }
}

async function assertCountsMatch(t: TestContext): Promise<Client[]> {
  const token = await t.token();
  const clients = await allClients(t);
  assert.ok(clients.length > 0, 'there are clients to count');
  for (const status of [undefined, 'active', 'inactive'] as const) {
    for (const clientType of [undefined, 'individual', 'business'] as const) {
      const query = { pageSize: 1, ...(status ? { status } : {}), ...(clientType ? { clientType } : {}) };
      const res = await t.api('GET', '/api/client', { token, query });
      assertStatus(res, 200);
      const expected = clients.filter((c) => (!status || c.status === status) && (!clientType || c.clientType === clientType)).length;
      assert.equal(res.data.totalCount, expected, `count of ${status ?? 'any status'}, ${clientType ?? 'any type'}`);
      assert.equal(res.data.totalPages, expected);
    }
  }
  const summary = await t.api('GET', '/api/admin-dashboard/summary', { token });
  assert.equal(summary.data.activeClients, clients.filter((c) => c.status === 'active').length, 'dashboard: active clients');
  return clients;
}

describeApi('client counts kept on write', (t) => {
  test('creates, status and type changes, deletes, refused writes and a conversion: every count matches the clients', async () => {
    const token = await t.token();
    const ids = [
      await create(t, {}),
      await create(t, { clientType: 'business' }),
      await create(t, { status: 'inactive' }),
      await create(t, { clientType: 'business', status: 'inactive', email: 'taken@example.com' }),
    ];
    await assertCountsMatch(t);

    assertStatus(await update(t, ids[0]!, { clientType: 'individual', status: 'inactive' }), 200);
    assertStatus(await update(t, ids[1]!, { clientType: 'individual', status: 'active' }), 200);
    assertStatus(await update(t, ids[2]!, { clientType: 'individual', status: 'inactive', notes: 'same kind, no change' }), 200);
    await assertCountsMatch(t);

    assertStatus(await t.api('DELETE', `/api/client/${ids[3]}`, { token }), 204);
    assertProblem(await t.api('DELETE', `/api/client/${ids[3]}`, { token }), 404);
    assertProblem(await update(t, ids[3]!, { clientType: 'business', status: 'active' }), 404);
    await create(t, { email: 'clash@example.com' });
    const before = await assertCountsMatch(t);
    assertProblem(await update(t, ids[1]!, { clientType: 'business', status: 'inactive', email: 'clash@example.com' }), 409, { code: 'client_email_taken' });
    assert.deepEqual(await assertCountsMatch(t), before, 'a refused update changes no count');

    const inquiry = await t.api('POST', '/api/inquiry', {
      body: { name: 'Asker', email: 'asker@example.com', phone: '010-1234-5678', subject: 'VAT', message: 'Please call me back.', serviceType: 'vat' },
    });
    assertStatus(inquiry, 201);
    assertStatus(await t.api('POST', `/api/inquiry/${inquiry.data.id}/convert-to-client`, { token, body: {} }), 201);
    await assertCountsMatch(t);
  });

  test('concurrent changes and deletes of the same clients leave the counts exact', async () => {
    const token = await t.token();
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => create(t, { clientType: i % 2 ? 'business' : 'individual' })));
    await Promise.all(
      ids.flatMap((id, i) => [
        update(t, id, { clientType: 'business', status: 'inactive' }),
        update(t, id, { clientType: 'individual', status: 'active' }),
        i % 2 ? t.api('DELETE', `/api/client/${id}`, { token }) : update(t, id, { clientType: 'business', status: 'active' }),
      ]),
    );
    await assertCountsMatch(t);
  });

  test('clients changing kind in opposite directions at once never deadlock on the counts', async () => {
    const kinds = [
      { clientType: 'business', status: 'active' },
      { clientType: 'individual', status: 'inactive' },
    ] as const;
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => create(t, kinds[i % 2]!)));
    for (let round = 1; round <= 10; round++) {
      const answers = await Promise.all(ids.map((id, i) => update(t, id, kinds[(i + round) % 2]!)));
      for (const answer of answers) assertStatus(answer, 200);
    }
    await assertCountsMatch(t);
  });

  test('the migration counts the clients that exist', async () => {
    await create(t, { status: 'inactive', clientType: 'business' });
    const before = await assertCountsMatch(t);
    await clientCountsMigration.down(t.db);
    await clientCountsMigration.up(t.db);
    assert.deepEqual(await assertCountsMatch(t), before);
  });
});
