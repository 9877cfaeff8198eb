import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('mail preferences', (t) => {
  test('each user reads and sets their own switches (off until asked for); the change is audited', async () => {
    const staff = await t.signup('staff');
    const token = (await t.login(staff.email, staff.password)).accessToken;
    const first = await t.api('GET', '/api/users/me/mail-preferences', { token });
    assertStatus(first, 200);
    assert.deepEqual(first.data, { digest: false, newInquiries: false });

    const saved = await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: true, newInquiries: false } });
    assertStatus(saved, 200);
    assert.deepEqual(saved.data, { digest: true, newInquiries: false });
    assert.deepEqual((await t.api('GET', '/api/users/me/mail-preferences', { token })).data, { digest: true, newInquiries: false });
    const other = await t.token('staff');
    assert.deepEqual((await t.api('GET', '/api/users/me/mail-preferences', { token: other })).data, { digest: false, newInquiries: false }, 'one user only');

    const [entry] = (await auditOf(t, 'user', staff.id)).filter((row) => row.operation === 'user.mail_preferences');
    assert.deepEqual(entry?.changes, { digest: { before: false, after: true } });
  });

  test('400 with field errors, 401 without a token', async () => {
    const token = await t.token('staff');
    assertProblem(await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: 'yes', newInquiries: false } }), 400, { fields: ['digest'] });
    assertProblem(await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: true } }), 400, { fields: ['newInquiries'] });
    assertProblem(await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: true, newInquiries: true, weekly: true } }), 400, { fields: ['weekly'] });
    assertProblem(await t.api('GET', '/api/users/me/mail-preferences'), 401);
    assertProblem(await t.api('PUT', '/api/users/me/mail-preferences', { body: { digest: true, newInquiries: true } }), 401);
  });
});
