/*
 * Two-factor sign-in for staff (issue 35): enrolling an authenticator app (TOTP), the two-step
 * sign-in by authenticator or recovery code, and every bad input the issue lists. The clock is a
 * manual one: codes are made for the moment the test sets, and time moves without sleeping.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type ApiResponse, type TestContext } from '../../testing/harness.js';
import { totpCode } from '../../shared/auth/totp.js';
import { DEVICE_COOKIE } from './lib/cookies.js';

const STEP_MS = 30_000;
// 10 s into a 30-second step, so one step either side is unambiguous.
const clock = manualClock('2026-11-28T09:00:10.000Z');
let lastOctet = 0;
/** Each test signs in from its own address: the throttle of one never reaches another. */
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastOctet}` });
/** A code of the secret `steps` steps from now. */
const codeAt = (secret: string, steps = 0) => totpCode(secret, clock.now().getTime() + steps * STEP_MS);
/** The next step: a code of the current one may have been spent. */
const nextStep = () => clock.advance(STEP_MS);

interface Enrolled {
  id: number;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  accessToken: string;
  headers: Record<string, string>;
}

async function passwordStep(t: TestContext, user: { email: string; password: string }, headers: Record<string, string>): Promise<ApiResponse> {
  return t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers });
}

/** A staff user who set up an authenticator app (signed in with the password alone before that). */
async function enrolled(t: TestContext, role: 'admin' | 'staff' = 'staff'): Promise<Enrolled> {
  const headers = newAddress();
  const user = await t.signup(role);
  const signedIn = await passwordStep(t, user, headers);
  assertStatus(signedIn, 200);
  const { accessToken } = signedIn.data;
  const started = await t.api('POST', '/api/auth/mfa/totp', { token: accessToken, headers });
  assertStatus(started, 200);
  const confirmed = await t.api('POST', '/api/auth/mfa/totp/confirm', { token: accessToken, headers, body: { code: codeAt(started.data.secret) } });
  assertStatus(confirmed, 200);
  nextStep();
  return { ...user, secret: started.data.secret, recoveryCodes: confirmed.data.recoveryCodes, accessToken, headers };
}

async function mfaToken(t: TestContext, user: Enrolled): Promise<string> {
  const response = await passwordStep(t, user, user.headers);
  assertStatus(response, 200);
  return response.data.mfaToken;
}

const secondStep = (t: TestContext, user: Enrolled, body: { mfaToken: string; code: string }, headers: Record<string, string> = user.headers) =>
  t.api('POST', '/api/auth/login/mfa', { body, headers });

describeApi(
  'authenticator app enrollment (POST /api/auth/mfa/totp, /confirm)',
  (t) => {
    test('a secret and its otpauth URI, stored sealed; a current code turns it on with ten recovery codes kept as hashes', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      const { accessToken } = (await passwordStep(t, user, headers)).data;
      const started = await t.api('POST', '/api/auth/mfa/totp', { token: accessToken, headers });
      assertStatus(started, 200);
      assert.match(started.data.secret, /^[A-Z2-7]{32}$/);
      const uri = new URL(started.data.uri);
      assert.equal(uri.protocol, 'otpauth:');
      assert.equal(uri.searchParams.get('secret'), started.data.secret);
      assert.equal(uri.searchParams.get('issuer'), t.app.config.siteName);
      assert.ok(decodeURIComponent(uri.pathname).includes(user.email));

      const stored = await t.db.selectFrom('mfa_totp').select(['pending_secret_sealed', 'secret_sealed']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      assert.match(stored.pending_secret_sealed!, /^totp:v1:/);
      assert.ok(!stored.pending_secret_sealed!.includes(started.data.secret));
      assert.equal(stored.secret_sealed, null);
      assert.equal((await t.api('GET', '/api/auth/mfa', { token: accessToken })).data.totp.enrollmentPending, true);

      const confirmed = await t.api('POST', '/api/auth/mfa/totp/confirm', { token: accessToken, headers, body: { code: codeAt(started.data.secret) } });
      assertStatus(confirmed, 200);
      const codes: string[] = confirmed.data.recoveryCodes;
      assert.equal(codes.length, 10);
      assert.equal(new Set(codes).size, 10);
      for (const code of codes) assert.match(code, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      const hashes = await t.db.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
      assert.equal(hashes.length, 10);
      for (const { code_hash: hash } of hashes) assert.ok(!codes.some((code) => hash.includes(code) || hash.includes(code.replace(/-/g, ''))));

      const status = await t.api('GET', '/api/auth/mfa', { token: accessToken });
      assertStatus(status, 200);
      assert.equal(status.data.totp.enabled, true);
      assert.equal(status.data.totp.enrollmentPending, false);
      assert.equal(status.data.recoveryCodesRemaining, 10);
      assert.deepEqual((await auditOf(t, 'user', user.id)).map((entry) => entry.operation).filter((op) => op.startsWith('mfa.')), ['mfa.totp_enroll', 'mfa.totp_enable']);
      nextStep();
    });

    test('a wrong confirmation code is refused and turns nothing on', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      const { accessToken } = (await passwordStep(t, user, headers)).data;
      const { secret } = (await t.api('POST', '/api/auth/mfa/totp', { token: accessToken, headers })).data;
      const before = await auditCount(t);
      for (const code of [codeAt(secret, -2), codeAt(secret, 2), '111111']) {
        if (code === codeAt(secret)) continue;
        assertProblem(await t.api('POST', '/api/auth/mfa/totp/confirm', { token: accessToken, headers, body: { code } }), 400, { code: 'totp_code_incorrect', fields: ['code'] });
      }
      assert.equal(await auditCount(t), before);
      assert.equal((await t.api('GET', '/api/auth/mfa', { token: accessToken })).data.totp.enabled, false);
      assert.equal(await t.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', user.id).executeTakeFirst(), undefined);
      // The password alone still signs in: nothing was turned on.
      assert.ok((await passwordStep(t, user, headers)).data.accessToken);
    });

    test('confirming with no enrollment under way is 409; bad input 400; no token 401', async () => {
      const token = await t.token('staff');
      assertProblem(await t.api('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: '123456' } }), 409, { code: 'mfa_enrollment_not_started' });
      assertProblem(await t.api('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: 'abcdef' } }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/auth/mfa/totp/confirm', { token, body: {} }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: '123456', secret: 'x' } }), 400, { fields: ['secret'] });
      assertProblem(await t.api('POST', '/api/auth/mfa/totp', { token, body: { secret: 'MINE' } }), 400);
      assertProblem(await t.api('POST', '/api/auth/mfa/totp'), 401);
      assertProblem(await t.api('POST', '/api/auth/mfa/totp/confirm', { body: { code: '123456' } }), 401);
      assertProblem(await t.api('GET', '/api/auth/mfa'), 401);
    });

    test("turning it on ends the user's other sessions and keeps this one", async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      const other = (await passwordStep(t, user, headers)).data.accessToken;
      const { accessToken } = (await passwordStep(t, user, headers)).data;
      const { secret } = (await t.api('POST', '/api/auth/mfa/totp', { token: accessToken, headers })).data;
      assertStatus(await t.api('POST', '/api/auth/mfa/totp/confirm', { token: accessToken, headers, body: { code: codeAt(secret) } }), 200);
      assertProblem(await t.api('GET', '/api/users/me', { token: other }), 401, { code: 'session_ended' });
      assertStatus(await t.api('GET', '/api/users/me', { token: accessToken }), 200);
      nextStep();
    });

    test('a new authenticator replaces the old one only once confirmed', async () => {
      const user = await enrolled(t);
      const replacement = (await t.api('POST', '/api/auth/mfa/totp', { token: user.accessToken, headers: user.headers })).data.secret;
      // Until confirmed, the old app still signs in.
      assertStatus(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: codeAt(user.secret) }), 200);
      nextStep();
      assertStatus(await t.api('POST', '/api/auth/mfa/totp/confirm', { token: user.accessToken, headers: user.headers, body: { code: codeAt(replacement) } }), 200);
      nextStep();
      assertProblem(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: codeAt(user.secret) }), 401, { code: 'invalid_mfa_code' });
      assertStatus(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: codeAt(replacement) }), 200);
      nextStep();
    });

    test('new recovery codes need a current code; the old ones stop working', async () => {
      const user = await enrolled(t);
      const regenerate = (code: string) => t.api('POST', '/api/auth/mfa/recovery-codes', { token: user.accessToken, headers: user.headers, body: { code } });
      assertProblem(await regenerate(codeAt(user.secret, 2)), 400, { code: 'totp_code_incorrect' });
      const fresh = await regenerate(codeAt(user.secret));
      assertStatus(fresh, 200);
      assert.equal(fresh.data.recoveryCodes.length, 10);
      // The code was spent: it cannot be used again.
      assertProblem(await regenerate(codeAt(user.secret)), 400, { code: 'totp_code_incorrect' });
      nextStep();
      assertProblem(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: user.recoveryCodes[0]! }), 401, { code: 'invalid_mfa_code' });
      assertStatus(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: fresh.data.recoveryCodes[0] }), 200);
      assert.ok((await auditOf(t, 'user', user.id)).some((entry) => entry.operation === 'mfa.recovery_codes_regenerate'));

      const token = await t.token('staff');
      assertProblem(await t.api('POST', '/api/auth/mfa/recovery-codes', { token, body: { code: '123456' } }), 409, { code: 'mfa_not_enabled' });
    });
  },
  { config: { trustProxy: true }, app: { clock } },
);

describeApi(
  'two-step sign-in (POST /api/auth/login, /api/auth/login/mfa)',
  (t) => {
    test('the password step answers an mfaToken and no tokens; the code completes the sign-in', async () => {
      const user = await enrolled(t);
      const first = await passwordStep(t, user, user.headers);
      assertStatus(first, 200);
      assert.equal(first.data.mfaRequired, true);
      assert.deepEqual(first.data.methods, ['totp', 'recovery_code']);
      assert.equal(first.data.expiresIn, 300);
      assert.match(first.data.mfaToken, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(first.data.accessToken, undefined);
      assert.equal(first.data.refreshToken, undefined);
      assert.equal(first.headers['set-cookie'], undefined);

      // The password step opens nothing: its mfaToken is no access token, and no operation answers.
      assertProblem(await t.api('GET', '/api/users/me', { token: first.data.mfaToken }), 401);
      assertProblem(await t.api('GET', '/api/client', { headers: { authorization: `Bearer ${first.data.mfaToken}` } }), 401);

      const done = await secondStep(t, user, { mfaToken: first.data.mfaToken, code: codeAt(user.secret) });
      assertStatus(done, 200);
      assert.equal(done.data.tokenType, 'Bearer');
      assert.equal(done.data.recoveryCodesRemaining, 10);
      assert.ok(done.cookies.some((cookie) => cookie.name === DEVICE_COOKIE));
      const me = await t.api('GET', '/api/users/me', { token: done.data.accessToken });
      assertStatus(me, 200);
      assert.equal(me.data.id, user.id);
      const operations = (await auditOf(t, 'user', user.id)).map((entry) => entry.operation);
      assert.deepEqual(operations.slice(-2), ['auth.login_password', 'auth.login']);
      nextStep();
    });

    test('a code works once: reused, earlier than the last used, two steps old or two steps ahead, it is refused', async () => {
      const user = await enrolled(t);
      const code = codeAt(user.secret);
      assertStatus(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code }), 200);
      const token = await mfaToken(t, user);
      const before = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      // Reused (the same step), and the step before it, which the window would otherwise take.
      for (const refused of [code, codeAt(user.secret, -1)]) {
        assertProblem(await secondStep(t, user, { mfaToken: token, code: refused }), 401, { code: 'invalid_mfa_code' });
      }
      nextStep();
      // Expired (two steps ago) and the next window plus one (two steps ahead).
      for (const refused of [codeAt(user.secret, -2), codeAt(user.secret, 2)]) {
        assertProblem(await secondStep(t, user, { mfaToken: token, code: refused }), 401, { code: 'invalid_mfa_code' });
      }
      assert.equal((await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length, before.length);
      // A wrong code does not spend the mfaToken: the right one still completes, within one step ahead.
      assertStatus(await secondStep(t, user, { mfaToken: token, code: codeAt(user.secret, 1) }), 200);
      assert.ok((await auditOf(t, 'user', user.id)).some((entry) => entry.operation === 'auth.mfa_failed'));
      nextStep();
      nextStep();
    });

    test('a code accepted by one instance is refused by another (the replay state is shared)', async () => {
      const user = await enrolled(t);
      const other = await t.otherInstance({}, { clock });
      try {
        const code = codeAt(user.secret);
        assertStatus(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code }), 200);
        const token = await mfaToken(t, user);
        const replay = await other.inject({ method: 'POST', url: '/api/auth/login/mfa', payload: { mfaToken: token, code }, headers: user.headers });
        assert.equal(replay.statusCode, 401);
        assert.equal(replay.json().code, 'invalid_mfa_code');
      } finally {
        await other.close();
      }
      nextStep();
    });

    test('a recovery code works once, typed in any case with or without dashes, and says how many remain', async () => {
      const user = await enrolled(t);
      const [first, second] = user.recoveryCodes as [string, string];
      const used = await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: first.toUpperCase().replace(/-/g, ' ') });
      assertStatus(used, 200);
      assert.equal(used.data.recoveryCodesRemaining, 9);
      assertProblem(await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: first }), 401, { code: 'invalid_mfa_code' });
      assert.equal((await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: second.replace(/-/g, '') })).data.recoveryCodesRemaining, 8);
      assert.ok((await auditOf(t, 'user', user.id)).some((entry) => entry.operation === 'auth.recovery_code_used'));
    });

    test('an mfaToken is single use, lives 5 minutes, and belongs to its user', async () => {
      const user = await enrolled(t);
      const other = await enrolled(t);
      const token = await mfaToken(t, user);
      assertStatus(await secondStep(t, user, { mfaToken: token, code: codeAt(user.secret) }), 200);
      nextStep();
      assertProblem(await secondStep(t, user, { mfaToken: token, code: codeAt(user.secret) }), 401, { code: 'invalid_mfa_token' });

      const late = await mfaToken(t, user);
      clock.advance(300_000);
      assertProblem(await secondStep(t, user, { mfaToken: late, code: codeAt(user.secret) }), 401, { code: 'invalid_mfa_token' });

      // Another user's mfaToken with this user's code: the code is checked against the token's user.
      const theirs = await mfaToken(t, other);
      const sessions = async () => (await t.db.selectFrom('sessions').select('id').where('user_id', 'in', [user.id, other.id]).execute()).length;
      const before = await sessions();
      assertProblem(await secondStep(t, user, { mfaToken: theirs, code: codeAt(user.secret) }), 401, { code: 'invalid_mfa_code' });
      assertProblem(await secondStep(t, user, { mfaToken: theirs, code: user.recoveryCodes[0]! }), 401, { code: 'invalid_mfa_code' });
      assert.equal(await sessions(), before);
      assertProblem(await secondStep(t, user, { mfaToken: 'A'.repeat(43), code: codeAt(user.secret) }), 401, { code: 'invalid_mfa_token' });
      nextStep();
    });

    test('11 wrong codes in a row are throttled; nobody without the password can spend the budget, and the owner’s known device still gets in', async () => {
      const user = await enrolled(t);
      // Without the password: no mfaToken, so no attempt counts.
      for (let i = 0; i < 15; i++) assertProblem(await secondStep(t, user, { mfaToken: `guessed-token-${i}`, code: '123456' }), 401, { code: 'invalid_mfa_token' });
      const owner = await secondStep(t, user, { mfaToken: await mfaToken(t, user), code: codeAt(user.secret) });
      assertStatus(owner, 200);
      const device = owner.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;
      nextStep();

      // With the password, from one address: the 11th wrong code is refused before it is checked.
      const attacker = newAddress();
      const token = (await passwordStep(t, user, attacker)).data.mfaToken;
      const wrong = String((Number(codeAt(user.secret)) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 10; i++) assertProblem(await secondStep(t, user, { mfaToken: token, code: wrong }, attacker), 401, { code: 'invalid_mfa_code' });
      const throttled = await secondStep(t, user, { mfaToken: token, code: wrong }, attacker);
      assertProblem(throttled, 429, { code: 'login_throttled' });
      assert.ok(Number(throttled.headers['retry-after']) > 0);
      assertProblem(await secondStep(t, user, { mfaToken: token, code: codeAt(user.secret) }, attacker), 429, { code: 'login_throttled' });

      // The owner, on the device that signed in before, is counted apart.
      const ownerToken = (await passwordStep(t, user, user.headers)).data.mfaToken;
      const back = await t.api('POST', '/api/auth/login/mfa', {
        body: { mfaToken: ownerToken, code: codeAt(user.secret) },
        headers: { ...attacker, cookie: `${DEVICE_COOKIE}=${device}` },
      });
      assertStatus(back, 200);
      nextStep();
    });

    test('bad input is 400 with field errors', async () => {
      const headers = newAddress();
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: 'x' }, headers }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { code: '123456' }, headers }), 400, { fields: ['mfaToken'] });
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: 'x', code: '12' }, headers }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: 'x y', code: '123456' }, headers }), 400, { fields: ['mfaToken'] });
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: 'x', code: '123456', userId: 1 }, headers }), 400, { fields: ['userId'] });
    });

    test('the admin cookie sign-in takes the same two steps, from the admin’s own site only', async () => {
      const user = await enrolled(t, 'admin');
      const first = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password }, headers: user.headers });
      assertStatus(first, 200);
      assert.equal(first.data.mfaRequired, true);
      assert.equal(first.data.accessToken, undefined);
      assert.equal(first.cookies.length, 0);
      const body = { mfaToken: first.data.mfaToken, code: codeAt(user.secret) };
      assertProblem(await t.api('POST', '/api/auth/session/mfa', { body, headers: { ...user.headers, origin: 'https://evil.example' } }), 403, { code: 'cross_site_request' });
      const done = await t.api('POST', '/api/auth/session/mfa', { body, headers: user.headers });
      assertStatus(done, 200);
      assert.equal(done.data.refreshToken, undefined);
      assert.equal(done.data.recoveryCodesRemaining, 10);
      assert.ok(done.cookies.some((cookie) => cookie.name.endsWith('taxdesk_refresh')));
      assertStatus(await t.api('GET', '/api/users/me', { token: done.data.accessToken }), 200);
      nextStep();
    });
  },
  { config: { trustProxy: true }, app: { clock } },
);
