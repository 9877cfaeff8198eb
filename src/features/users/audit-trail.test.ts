import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readJson } from '../../db/sql-helpers.js';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

async function entries(t: TestContext, operation: string, recordId?: number) {
  let query = t.db
    .selectFrom('audit_log')
    .select(['user_id', 'ip', 'request_id', 'operation', 'record_type', 'record_id', 'changes'])
    .where('operation', '=', operation);
  if (recordId !== undefined) query = query.where('record_id', '=', String(recordId));
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ ...row, changes: readJson<Record<string, { before: unknown; after: unknown }> | null>(row.changes) }));
}

describeApi('users and sessions in the audit trail', (t) => {
  test('sign-ins and failed sign-ins are recorded, with who, from where and which request', async () => {
    const user = await t.signup('staff');
    assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } }), 200);
    assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password-entirely' } }), 401);
    const [login] = await entries(t, 'auth.login', user.id);
    assert.ok(login);
    assert.equal(login.user_id, user.id);
    assert.equal(login.ip, '127.0.0.1');
    assert.equal(typeof login.request_id, 'string');
    const [failed] = await entries(t, 'auth.login_failed', user.id);
    assert.ok(failed);
    assert.equal(failed.user_id, null, 'a failed attempt is anonymous');
    assert.equal(failed.record_type, 'user');
  });

  test('creating, promoting and disabling a user are recorded with the changed fields, never the password', async () => {
    const adminToken = await t.token('admin');
    const created = await t.api('POST', '/api/users', { token: adminToken, body: { email: 'audited@firm.example', password: 'velvet-harbor-tundra-52', role: 'staff' } });
    assertStatus(created, 201);
    const id = created.data.id as number;
    assertStatus(await t.api('PUT', `/api/users/${id}`, { token: adminToken, body: { role: 'admin', displayName: null, disabled: false } }), 200);
    assertStatus(await t.api('PUT', `/api/users/${id}`, { token: adminToken, body: { role: 'admin', displayName: null, disabled: true } }), 200);

    const [create] = await entries(t, 'user.create', id);
    assert.ok(create);
    assert.equal(create.changes?.email?.after, 'audited@firm.example');
    assert.ok(!JSON.stringify(create.changes).includes('velvet-harbor'), 'no password in the trail');
    const updates = await entries(t, 'user.update', id);
    assert.equal(updates.length, 2);
    assert.deepEqual(updates[0]!.changes?.role, { before: 'staff', after: 'admin' });
    assert.deepEqual(updates[1]!.changes?.disabled, { before: false, after: true });
    assertEvery(updates, (entry) => entry.user_id !== null && entry.user_id !== id, 'the admin is the actor');
  });

  test('session revocations are recorded: sign-out, one, all others, and by an admin', async () => {
    const user = await t.signup('staff');
    const first = await t.login(user.email, user.password);
    const second = await t.login(user.email, user.password);
    await t.login(user.email, user.password);
    const sessions = (await t.api('GET', '/api/auth/sessions', { token: first.accessToken })).data.items as Array<{ id: number; current: boolean }>;
    const other = sessions.find((session) => !session.current)!;
    assertStatus(await t.api('DELETE', `/api/auth/sessions/${other.id}`, { token: first.accessToken }), 204);
    const [revoke] = await entries(t, 'session.revoke', other.id);
    assert.ok(revoke);
    assert.equal(revoke.user_id, user.id);
    assertStatus(await t.api('DELETE', '/api/auth/sessions', { token: first.accessToken }), 204);
    assert.equal((await entries(t, 'session.revoke_others', user.id)).length, 1);
    assertStatus(await t.api('DELETE', `/api/users/${user.id}/sessions`, { token: await t.token('admin') }), 204);
    const [byAdmin] = await entries(t, 'session.revoke_all', user.id);
    assert.ok(byAdmin);
    assert.notEqual(byAdmin.user_id, user.id);
    assert.ok(second.accessToken);

    const signIn = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password } });
    const refresh = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((line) => line.startsWith('taxdesk_refresh='));
    const cookie = String(refresh).split(';')[0]!;
    const count = (await entries(t, 'session.revoke')).length;
    assertStatus(await t.api('DELETE', '/api/auth/session', { headers: { cookie } }), 204);
    const signOuts = await entries(t, 'session.revoke');
    assert.equal(signOuts.length, count + 1);
    assert.equal(signOuts.at(-1)!.user_id, user.id);
  });

  test('a refused change leaves no entry (the entry is written in the transaction of the change)', async () => {
    const adminToken = await t.token('admin');
    const body = { email: 'twice@firm.example', password: 'velvet-harbor-tundra-52', role: 'staff' };
    assertStatus(await t.api('POST', '/api/users', { token: adminToken, body }), 201);
    const before = (await entries(t, 'user.create')).length;
    assertProblem(await t.api('POST', '/api/users', { token: adminToken, body }), 409, { code: 'email_taken' });
    assert.equal((await entries(t, 'user.create')).length, before);
  });
});
