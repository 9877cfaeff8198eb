import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('users', (t) => {
  test('GET /api/users/me answers the signed-in user without secrets', async () => {
    const res = await t.api('GET', '/api/users/me', { token: await t.token('staff') });
    assertStatus(res, 200);
    assert.equal(res.data.role, 'staff');
    assert.equal(res.data.disabled, false);
    assert.equal(res.data.passwordHash, undefined);
    assert.equal(res.data.password_hash, undefined);
    assertProblem(await t.api('GET', '/api/users/me'), 401);
  });

  test('GET /api/users pages and filters (admin only)', async () => {
    const token = await t.token('admin');
    await t.createUser('staff', 'alice.kim@firm.example');
    await t.createUser('staff', 'bob.lee@firm.example');
    const all = await t.api('GET', '/api/users', { token, query: { pageSize: 100 } });
    assertStatus(all, 200);
    assert.ok(all.data.totalCount >= 3);
    const search = await t.api('GET', '/api/users', { token, query: { search: 'ALICE' } });
    assert.deepEqual(search.data.items.map((user: { email: string }) => user.email), ['alice.kim@firm.example']);
    const staffOnly = await t.api('GET', '/api/users', { token, query: { role: 'staff', pageSize: 100 } });
    assert.ok(staffOnly.data.items.length > 0, 'some staff are listed');
    assertEvery(staffOnly.data.items, (user: { role: string }) => user.role === 'staff');
    assertProblem(await t.api('GET', '/api/users', { token, query: { role: 'root' } }), 400, { fields: ['role'] });
    assertProblem(await t.api('GET', '/api/users', { token: await t.token('staff') }), 403);
    assertProblem(await t.api('GET', '/api/users'), 401);
  });

  test('POST /api/users creates a user who can sign in', async () => {
    const token = await t.token('admin');
    const res = await t.api('POST', '/api/users', {
      token,
      body: { email: 'New.Staff@Firm.example', password: 'welcome-aboard-harbor', role: 'staff', displayName: 'New Staff' },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/users/${res.data.id}`);
    assert.equal(res.data.email, 'new.staff@firm.example');
    assertStatus(await t.api('POST', '/api/auth/login', { body: { email: 'new.staff@firm.example', password: 'welcome-aboard-harbor' } }), 200);
    const duplicate = await t.api('POST', '/api/users', { token, body: { email: 'new.staff@firm.example', password: 'welcome-aboard-harbor', role: 'staff' } });
    assertProblem(duplicate, 409, { code: 'email_taken' });
  });

  test('POST /api/users validates input and is admin-only', async () => {
    const token = await t.token('admin');
    assertProblem(await t.api('POST', '/api/users', { token, body: { email: 'x@firm.example', password: 'short', role: 'staff' } }), 400, {
      code: 'weak_password',
      fields: ['password'],
    });
    assertProblem(await t.api('POST', '/api/users', { token, body: { email: 'x@firm.example', password: 'long-enough-secret', role: 'owner' } }), 400, {
      fields: ['role'],
    });
    assertProblem(
      await t.api('POST', '/api/users', { token: await t.token('staff'), body: { email: 'x@firm.example', password: 'long-enough-secret', role: 'admin' } }),
      403,
    );
  });

  test('GET /api/users/directory: active users by name for pickers, staff too; no roles; no token is 401', async () => {
    const admin = await t.token('admin');
    const named = await t.signup('staff');
    assertStatus(await t.api('PUT', `/api/users/${named.id}`, { token: admin, body: { role: 'staff', displayName: 'Aaron Park', disabled: false } }), 200);
    const gone = await t.signup('staff');
    assertStatus(await t.api('PUT', `/api/users/${gone.id}`, { token: admin, body: { role: 'staff', displayName: null, disabled: true } }), 200);
    const res = await t.api('GET', '/api/users/directory', { token: await t.token('staff') });
    assertStatus(res, 200);
    assert.ok(res.data.items.length >= 2);
    assert.deepEqual(res.data.items[0], { id: named.id, name: 'Aaron Park', email: named.email }, 'by name, the display name first');
    assert.ok(!res.data.items.some((u: { id: number }) => u.id === gone.id), 'disabled users are left out');
    assertEvery(res.data.items, (u: object) => Object.keys(u).join() === 'id,name,email');
    const names = res.data.items.map((u: { name: string }) => u.name);
    assert.deepEqual(names, [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    assertProblem(await t.api('GET', '/api/users/directory'), 401);
    assertProblem(await t.api('GET', '/api/users/directory', { token: admin, query: { role: 'admin' } }), 400);
  });

  test('PUT /api/users/{id}: staff cannot promote themselves', async () => {
    const staffToken = await t.token('staff');
    const me = (await t.api('GET', '/api/users/me', { token: staffToken })).data;
    const res = await t.api('PUT', `/api/users/${me.id}`, { token: staffToken, body: { role: 'admin', displayName: null, disabled: false } });
    assertProblem(res, 403);
    const row = await t.db.selectFrom('users').select('role').where('id', '=', me.id).executeTakeFirstOrThrow();
    assert.equal(row.role, 'staff');
  });

  test('PUT /api/users/{id} changes role and name; disabling ends sessions', async () => {
    const token = await t.token('admin');
    const member = await t.signup('staff');
    const session = await t.login(member.email, member.password);
    const promoted = await t.api('PUT', `/api/users/${member.id}`, { token, body: { role: 'admin', displayName: 'Lead', disabled: false } });
    assertStatus(promoted, 200);
    assert.equal(promoted.data.role, 'admin');
    assert.equal(promoted.data.displayName, 'Lead');
    const disabled = await t.api('PUT', `/api/users/${member.id}`, { token, body: { role: 'staff', displayName: 'Lead', disabled: true } });
    assertStatus(disabled, 200);
    assert.equal(disabled.data.disabled, true);
    assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } }), 401);
    assertProblem(await t.api('POST', '/api/auth/login', { body: { email: member.email, password: member.password } }), 401);
  });

  test('PUT /api/users/{id} accepts the user as GET returned it (read-only fields ignored); other unknown fields are 400', async () => {
    const token = await t.token('admin');
    const member = await t.signup('staff');
    const read = (await t.api('GET', '/api/users', { token, query: { search: member.email } })).data.items[0];
    assert.equal(read.id, member.id);
    const res = await t.api('PUT', `/api/users/${member.id}`, {
      token,
      body: { ...read, displayName: 'Echoed', id: 999, createdAt: '2000-01-01T00:00:00.000Z' },
    });
    assertStatus(res, 200);
    assert.equal(res.data.displayName, 'Echoed');
    assert.equal(res.data.id, member.id);
    assert.equal(res.data.email, read.email);
    assert.equal(res.data.createdAt, read.createdAt);
    assertProblem(await t.api('PUT', `/api/users/${member.id}`, { token, body: { ...read, passwordHash: 'x' } }), 400, { fields: ['passwordHash'] });
    // The staff member's own representation, sent back with a new role, is still refused.
    const session = await t.login(member.email, member.password);
    const own = (await t.api('GET', '/api/users/me', { token: session.accessToken })).data;
    assertProblem(await t.api('PUT', `/api/users/${member.id}`, { token: session.accessToken, body: { ...own, role: 'admin' } }), 403);
    const row = await t.db.selectFrom('users').select('role').where('id', '=', member.id).executeTakeFirstOrThrow();
    assert.equal(row.role, 'staff');
  });

  test('PUT /api/users/{id} with a new email changes it (audited), spends reset links sent to the old one, and refuses a taken one (issue 28.8)', async () => {
    const token = await t.token('admin');
    const member = await t.signup('staff');
    const other = await t.signup('staff');
    assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { email: member.email } }), 200);
    await t.app.background.idle();
    const unspent = () =>
      t.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', member.id).where('used_at', 'is', null).execute();
    assert.equal((await unspent()).length, 1);
    const read = (await t.api('GET', '/api/users', { token, query: { search: member.email } })).data.items[0];

    const taken = await t.api('PUT', `/api/users/${member.id}`, { token, body: { ...read, email: other.email.toUpperCase() } });
    assertProblem(taken, 409, { code: 'email_taken' });
    assert.equal((await unspent()).length, 1, 'a refused change spends nothing');

    const changed = await t.api('PUT', `/api/users/${member.id}`, { token, body: { ...read, email: 'New.Address@Firm.Example' } });
    assertStatus(changed, 200);
    assert.equal(changed.data.email, 'new.address@firm.example');
    assert.equal((await unspent()).length, 0);
    const entry = (await auditOf(t, 'user', member.id)).findLast((row) => row.operation === 'user.update');
    assert.deepEqual(entry?.changes, { email: { before: member.email, after: 'new.address@firm.example' } });
    assertStatus(await t.api('POST', '/api/auth/login', { body: { email: 'new.address@firm.example', password: member.password } }), 200);
    assertProblem(await t.api('POST', '/api/auth/login', { body: { email: member.email, password: member.password } }), 401);
    // The representation sent back as it is changes no address.
    assertStatus(await t.api('PUT', `/api/users/${member.id}`, { token, body: changed.data }), 200);
    assert.equal((await auditOf(t, 'user', member.id)).at(-1)?.changes?.email, undefined);
    assertProblem(await t.api('PUT', `/api/users/${member.id}`, { token, body: { ...read, email: 'not-an-email' } }), 400, { fields: ['email'] });
  });

  test('PUT /api/users/{id} keeps at least one active admin and refuses self-disable', async () => {
    await t.createUser('admin');
    const adminToken = await t.token('admin');
    const me = (await t.api('GET', '/api/users/me', { token: adminToken })).data;
    assertProblem(await t.api('PUT', `/api/users/${me.id}`, { token: adminToken, body: { role: 'admin', displayName: null, disabled: true } }), 409, {
      code: 'cannot_disable_self',
    });
    // Demote every other admin, then the last one cannot be demoted.
    const admins = (await t.api('GET', '/api/users', { token: adminToken, query: { role: 'admin', pageSize: 100 } })).data.items;
    for (const admin of admins.filter((user: { id: number }) => user.id !== me.id)) {
      assertStatus(await t.api('PUT', `/api/users/${admin.id}`, { token: adminToken, body: { role: 'staff', displayName: null, disabled: false } }), 200);
    }
    assertProblem(await t.api('PUT', `/api/users/${me.id}`, { token: adminToken, body: { role: 'staff', displayName: null, disabled: false } }), 409, {
      code: 'last_admin',
    });
  });

  test('PUT /api/users/{id}: 404 and 400', async () => {
    const token = await t.token('admin');
    assertProblem(await t.api('PUT', '/api/users/999999', { token, body: { role: 'staff', displayName: null, disabled: false } }), 404);
    assertProblem(await t.api('PUT', '/api/users/1', { token, body: { role: 'staff' } }), 400, { fields: ['displayName', 'disabled'] });
  });
});
