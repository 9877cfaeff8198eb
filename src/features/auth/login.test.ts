import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { countingHasher } from '../../testing/counting-hasher.js';
import { describeApi } from '../../testing/harness.js';

const spy = countingHasher();
let lastOctet = 0;
/** Each test signs in from its own address, so the throttling of one never leaks into another (throttle.test.ts tests it). */
const newAddress = () => ({ 'x-forwarded-for': `192.0.2.${++lastOctet}` });

describeApi(
  'POST /api/auth/login',
  (t) => {
    test('signs in with a token pair whose access token works', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      const res = await t.api('POST', '/api/auth/login', { body: { email: user.email.toUpperCase(), password: user.password }, headers });
      assertStatus(res, 200);
      assert.equal(res.data.tokenType, 'Bearer');
      assert.equal(res.data.expiresIn, 900);
      assert.equal(res.data.refreshExpiresIn, 14 * 86_400);
      assert.match(res.data.refreshToken, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(res.headers['cache-control'], 'no-store');
      const me = await t.api('GET', '/api/users/me', { token: res.data.accessToken });
      assertStatus(me, 200);
      assert.equal(me.data.email, user.email);
      assert.equal(me.data.role, 'staff');
    });

    test('a wrong password and an unknown email get the same answer and the same work', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      const before = { ...spy.counts };
      const wrong = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: 'not-the-password-at-all' }, headers });
      const unknown = await t.api('POST', '/api/auth/login', { body: { email: 'nobody@test.example', password: 'not-the-password-at-all' }, headers });
      assertProblem(wrong, 401, { code: 'invalid_credentials' });
      assertProblem(unknown, 401, { code: 'invalid_credentials' });
      for (const member of ['type', 'title', 'status', 'detail', 'code']) assert.equal(wrong.data[member], unknown.data[member]);
      assert.equal(wrong.headers['www-authenticate'], unknown.headers['www-authenticate']);
      // Each path spends one argon2 verification.
      assert.equal(spy.counts.verify - before.verify, 1);
      assert.equal(spy.counts.verifyAgainstNothing - before.verifyAgainstNothing, 1);
    });

    test('passwords are compared exactly, never trimmed', async () => {
      const headers = newAddress();
      const user = await t.signup('staff', '  spaced-out-passphrase  ');
      assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: 'spaced-out-passphrase' }, headers }), 401);
      assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers }), 200);
    });

    test('a disabled account cannot sign in', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      await t.db.updateTable('users').set({ disabled_at: t.app.clock.now().toISOString() }).where('id', '=', user.id).execute();
      assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers }), 401, {
        code: 'invalid_credentials',
      });
    });

    test('bad input is 400 with field errors', async () => {
      const headers = newAddress();
      assertProblem(await t.api('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' }, headers }), 400, { fields: ['email'] });
      assertProblem(await t.api('POST', '/api/auth/login', { body: { email: 'a@b.example' }, headers }), 400, { fields: ['password'] });
      assertProblem(await t.api('POST', '/api/auth/login', { body: { email: 'a@b.example', password: 'x', role: 'admin' }, headers }), 400, {
        fields: ['role'],
      });
    });
  },
  {
    config: { trustProxy: true },
    app: { passwords: spy.hasher },
  },
);
