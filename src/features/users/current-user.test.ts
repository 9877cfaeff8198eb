import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('current user: language and firm settings', (t) => {
  test('GET /api/users/me: name, email, the user\'s language (null: the firm\'s) and the firm\'s settings', async () => {
    const staff = await t.signup('staff');
    const token = (await t.login(staff.email, staff.password)).accessToken;
    const res = await t.api('GET', '/api/users/me', { token });
    assertStatus(res, 200);
    assert.equal(res.data.email, staff.email);
    assert.ok('displayName' in res.data);
    assert.equal(res.data.locale, null);
    assert.deepEqual(res.data.firm, { locale: 'en', currency: { code: 'USD', digits: 2 }, timeZone: 'UTC' });
  });

  test('PUT /api/users/me sets the user\'s own language, audited once per change', async () => {
    const staff = await t.signup('staff');
    const token = (await t.login(staff.email, staff.password)).accessToken;
    const me = (await t.api('GET', '/api/users/me', { token })).data;

    // The representation as GET answers it is accepted back, its read-only fields ignored.
    const saved = await t.api('PUT', '/api/users/me', { token, body: { ...me, locale: 'ko', role: 'admin', email: 'other@firm.example' } });
    assertStatus(saved, 200);
    assert.equal(saved.data.locale, 'ko');
    assert.equal(saved.data.role, 'staff');
    assert.equal(saved.data.email, staff.email);
    assert.equal((await t.api('GET', '/api/users/me', { token })).data.locale, 'ko');
    assertStatus(await t.api('PUT', '/api/users/me', { token, body: { locale: 'ko' } }), 200);
    const entries = (await auditOf(t, 'user', staff.id)).filter((row) => row.operation === 'user.locale');
    assert.equal(entries.length, 1, 'an unchanged language writes no entry');
    assert.deepEqual(entries[0]!.changes, { locale: { before: null, after: 'ko' } });

    const reset = await t.api('PUT', '/api/users/me', { token, body: { locale: null } });
    assertStatus(reset, 200);
    assert.equal(reset.data.locale, null);
  });

  test('PUT /api/users/me refuses a language the catalogs lack, a missing one, unknown fields and no token', async () => {
    const token = await t.token('staff');
    assertProblem(await t.api('PUT', '/api/users/me', { token, body: { locale: 'fr' } }), 400, { fields: ['locale'] });
    assertProblem(await t.api('PUT', '/api/users/me', { token, body: { locale: 'KO' } }), 400, { fields: ['locale'] });
    assertProblem(await t.api('PUT', '/api/users/me', { token, body: {} }), 400, { fields: ['locale'] });
    assertProblem(await t.api('PUT', '/api/users/me', { token, body: { locale: 'ko', theme: 'dark' } }), 400, { fields: ['theme'] });
    assertProblem(await t.api('PUT', '/api/users/me', { body: { locale: 'ko' } }), 401);
  });

  test('an admin cannot set another user\'s language: PUT /api/users/:id ignores it', async () => {
    const admin = await t.token('admin');
    const staff = await t.signup('staff');
    const user = (await t.api('GET', `/api/users`, { token: admin, query: { search: staff.email } })).data.items[0];
    assert.equal(user.locale, null);
    const res = await t.api('PUT', `/api/users/${staff.id}`, { token: admin, body: { ...user, locale: 'ko' } });
    assertStatus(res, 200);
    assert.equal(res.data.locale, null);
  });
});

describeApi(
  'current user: firm settings as configured',
  (t) => {
    test('the firm block carries DEFAULT_LOCALE, CURRENCY with its decimals and BUSINESS_TIME_ZONE', async () => {
      const res = await t.api('GET', '/api/users/me', { token: await t.token('staff') });
      assertStatus(res, 200);
      assert.deepEqual(res.data.firm, { locale: 'ko', currency: { code: 'KRW', digits: 0 }, timeZone: 'Asia/Seoul' });
    });
  },
  { config: { defaultLocale: 'ko', currency: 'KRW', businessTimeZone: 'Asia/Seoul' } },
);
