import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('POST /api/auth/change-password', (t) => {
  const change = (token: string, body: unknown) => t.api('POST', '/api/auth/change-password', { token, body });

  test('changes the password and signs out the other sessions only', async () => {
    const user = await t.signup('staff');
    const here = await t.login(user.email, user.password);
    const elsewhere = await t.login(user.email, user.password);
    const res = await change(here.accessToken, { currentPassword: user.password, newPassword: 'brand-new-lighthouse-77' });
    assertStatus(res, 200);
    assert.equal(typeof res.data.message, 'string');
    assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } }), 401);
    assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: 'brand-new-lighthouse-77' } }), 200);
    assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: elsewhere.refreshToken } }), 401);
    assertStatus(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: here.refreshToken } }), 200);
    const changes = (await auditOf(t, 'user', user.id)).filter((row) => row.operation === 'user.password_change');
    assert.deepEqual(changes.map((row) => row.userId), [user.id]);
  });

  test('the current password must be right', async () => {
    const user = await t.signup('staff');
    const { accessToken } = await t.login(user.email, user.password);
    const res = await change(accessToken, { currentPassword: 'wrong-current-password', newPassword: 'brand-new-lighthouse-77' });
    assertProblem(res, 400, { code: 'current_password_incorrect', fields: ['currentPassword'] });
    assert.deepEqual((await auditOf(t, 'user', user.id)).filter((row) => row.operation === 'user.password_change'), []);
  });

  test('the password policy applies: length, common passwords, email, reuse', async () => {
    const user = await t.signup('staff');
    const { accessToken } = await t.login(user.email, user.password);
    const weak = [
      'short-pw',
      'x'.repeat(129),
      'password1234',
      'Welcome12345',
      `${user.email}!!`,
      user.password,
    ];
    for (const newPassword of weak) {
      assertProblem(await change(accessToken, { currentPassword: user.password, newPassword }), 400, {
        code: 'weak_password',
        fields: ['newPassword'],
      });
    }
    // 12 characters is enough when it is not common; 128 is the ceiling; multi-byte characters count once.
    assertStatus(await change(accessToken, { currentPassword: user.password, newPassword: '한국어비밀번호는안전해요' }), 200);
  });

  test('mass assignment of role is refused and changes nothing', async () => {
    const user = await t.signup('staff');
    const { accessToken } = await t.login(user.email, user.password);
    const res = await change(accessToken, { currentPassword: user.password, newPassword: 'brand-new-lighthouse-77', role: 'admin' });
    assertProblem(res, 400, { fields: ['role'] });
    const row = await t.db.selectFrom('users').select(['role']).where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.role, 'staff');
    assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } }), 200);
  });

  test('needs a bearer token', async () => {
    assertProblem(await t.api('POST', '/api/auth/change-password', { body: { currentPassword: 'a', newPassword: 'b' } }), 401);
  });

  test('bad input is 400', async () => {
    const token = await t.token('staff');
    assertProblem(await change(token, { currentPassword: 'abc' }), 400, { fields: ['newPassword'] });
  });
});
