import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashOpaqueToken, newOpaqueToken } from '../../shared/auth/tokens.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type ApiResponse } from '../../testing/harness.js';
import { insertResetToken } from './repository.js';

function refreshCookie(res: ApiResponse): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('taxdesk_refresh='));
  assert.ok(header, 'expected a refresh cookie');
  return header.split(';')[0]!.slice('taxdesk_refresh='.length);
}

/** Every one of these was reproduced against the old code: the access token kept working until it expired. */
describeApi('authorization is live: changes count from the next request', (t) => {
  const newAdmin = { email: 'second.admin@firm.example', password: 'orchard-lantern-quartz-88', role: 'admin' };

  test('a demoted admin cannot create an admin with the old token (403), and reads the new role', async () => {
    const lead = await t.signup('admin');
    const demoted = await t.signup('admin');
    const leadToken = (await t.login(lead.email, lead.password)).accessToken;
    const oldToken = (await t.login(demoted.email, demoted.password)).accessToken;
    assertStatus(await t.api('GET', '/api/users', { token: oldToken }), 200);

    assertStatus(await t.api('PUT', `/api/users/${demoted.id}`, { token: leadToken, body: { role: 'staff', displayName: null, disabled: false } }), 200);
    assertProblem(await t.api('POST', '/api/users', { token: oldToken, body: newAdmin }), 403, { code: 'forbidden' });
    assertProblem(await t.api('GET', '/api/users', { token: oldToken }), 403, { code: 'forbidden' });
    const me = await t.api('GET', '/api/users/me', { token: oldToken });
    assertStatus(me, 200);
    assert.equal(me.data.role, 'staff');
    const count = await t.db.selectFrom('users').select('id').where('email', '=', newAdmin.email).execute();
    assert.equal(count.length, 0, 'no admin was created');
  });

  test("a disabled user's token is 401 on the next request", async () => {
    const admin = await t.signup('admin');
    const target = await t.signup('admin');
    const adminToken = (await t.login(admin.email, admin.password)).accessToken;
    const targetToken = (await t.login(target.email, target.password)).accessToken;
    assertStatus(await t.api('GET', '/api/users', { token: targetToken }), 200);
    assertStatus(await t.api('PUT', `/api/users/${target.id}`, { token: adminToken, body: { role: 'admin', displayName: null, disabled: true } }), 200);
    assertProblem(await t.api('GET', '/api/users', { token: targetToken }), 401, { code: 'session_ended' });
  });

  test('a user disabled in the database directly is refused too (the user is read with the session)', async () => {
    const user = await t.signup('staff');
    const token = (await t.login(user.email, user.password)).accessToken;
    await t.db.updateTable('users').set({ disabled_at: t.app.clock.now().toISOString() }).where('id', '=', user.id).execute();
    assertProblem(await t.api('GET', '/api/users/me', { token }), 401, { code: 'session_ended' });
  });

  test('after DELETE /api/auth/session the access token is 401', async () => {
    const user = await t.signup('staff');
    const signIn = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password } });
    assertStatus(signIn, 200);
    const token = signIn.data.accessToken as string;
    assertStatus(await t.api('GET', '/api/users/me', { token }), 200);
    assertStatus(await t.api('DELETE', '/api/auth/session', { headers: { cookie: `taxdesk_refresh=${refreshCookie(signIn)}` } }), 204);
    const after = await t.api('GET', '/api/users/me', { token });
    assertProblem(after, 401, { code: 'session_ended' });
    assert.match(String(after.headers['www-authenticate']), /error="invalid_token"/);
  });

  test("after a password change the other sessions' access tokens are 401; the current one works", async () => {
    const user = await t.signup('staff');
    const here = await t.login(user.email, user.password);
    const elsewhere = await t.login(user.email, user.password);
    const body = { currentPassword: user.password, newPassword: 'copper-meadow-violin-41' };
    assertStatus(await t.api('POST', '/api/auth/change-password', { token: here.accessToken, body }), 200);
    assertProblem(await t.api('GET', '/api/users/me', { token: elsewhere.accessToken }), 401, { code: 'session_ended' });
    assertStatus(await t.api('GET', '/api/users/me', { token: here.accessToken }), 200);
  });

  test("after a password reset every session's access token is 401", async () => {
    const user = await t.signup('staff');
    const first = await t.login(user.email, user.password);
    const second = await t.login(user.email, user.password);
    const token = newOpaqueToken();
    const now = t.app.clock.now();
    await insertResetToken(t.db, {
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 600_000).toISOString(),
    });
    const reset = await t.api('POST', '/api/auth/reset-password', { body: { token, newPassword: 'saffron-glacier-piano-63' } });
    assertStatus(reset, 200);
    for (const session of [first, second]) {
      assertProblem(await t.api('GET', '/api/users/me', { token: session.accessToken }), 401, { code: 'session_ended' });
    }
  });

  test("an admin's revocation of all of a user's sessions ends their access tokens", async () => {
    const admin = await t.signup('admin');
    const user = await t.signup('staff');
    const adminToken = (await t.login(admin.email, admin.password)).accessToken;
    const session = await t.login(user.email, user.password);
    assertStatus(await t.api('DELETE', `/api/users/${user.id}/sessions`, { token: adminToken }), 204);
    assertProblem(await t.api('GET', '/api/users/me', { token: session.accessToken }), 401, { code: 'session_ended' });
    assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } }), 401, { code: 'invalid_refresh_token' });
  });
});
