import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { createPasswordHasher, type PasswordHasher } from '../../shared/auth/passwords.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

/** A real hasher that also counts which path each sign-in took. */
function countingHasher() {
  const real = createPasswordHasher({ concurrency: 4, queueLimit: 64 });
  const counts = { verify: 0, verifyAgainstNothing: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => real.hash(password),
    verify: (hash, password) => {
      counts.verify++;
      return real.verify(hash, password);
    },
    verifyAgainstNothing: (password) => {
      counts.verifyAgainstNothing++;
      return real.verifyAgainstNothing(password);
    },
    get activeCount() {
      return real.activeCount;
    },
    get pendingCount() {
      return real.pendingCount;
    },
  };
  return { hasher, counts };
}

const spy = countingHasher();
let lastOctet = 0;
/** Each test signs in from its own address, so the per-address throttle of one never leaks into another. */
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
      await t.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', user.id).execute();
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

    test('failed attempts per account are throttled with Retry-After, then allowed again', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      for (let i = 0; i < 3; i++) {
        assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: `wrong-${i}-password!` }, headers }), 401);
      }
      // Even the right password waits until the window ends: no oracle for the attacker.
      const blocked = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers });
      assertProblem(blocked, 429, { code: 'login_throttled' });
      const retryAfter = Number(blocked.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${retryAfter}`);
      // No permanent lockout: the window is 2 s in this suite.
      await sleep(2100);
      assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers }), 200);
    });

    test('a successful sign-in clears the account failures', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 2; i++) {
          assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password-here' }, headers }), 401);
        }
        assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers }), 200);
      }
    });

    test('failed attempts per client address are throttled across accounts', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 6; i++) {
        assertProblem(
          await t.api('POST', '/api/auth/login', { body: { email: `spray${i}@test.example`, password: 'guess-password-1' }, headers }),
          401,
        );
      }
      const res = await t.api('POST', '/api/auth/login', { body: { email: 'spray99@test.example', password: 'guess-password-1' }, headers });
      assertProblem(res, 429, { code: 'login_throttled' });
      assert.ok(Number(res.headers['retry-after']) >= 1);
      // Another address is unaffected.
      const user = await t.signup('staff');
      assertStatus(
        await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': '198.51.100.7' } }),
        200,
      );
    });
  },
  {
    config: { loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 6, loginFailureWindowSeconds: 2, trustProxy: true },
    app: { passwords: spy.hasher },
  },
);
