/*
 * MFA_REQUIRED (issue 35, item 4): who must have a second factor, what a user it holds can do
 * before enrolling one (only enroll: every other staff operation answers 403
 * mfa_enrollment_required), the first admin's first sign-in, and the admins' view and reset of a
 * user's factors. The clock is a manual one: codes are made for the moment the test sets.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { outboxTo } from '../../testing/outbox.js';
import { loadConfig } from '../../config.js';
import { totpCode } from '../../shared/auth/totp.js';
import { ensureFirstAdmin, systemActor } from '../users/service.js';

const STEP_MS = 30_000;
const clock = manualClock('2026-11-28T09:00:10.000Z');
let lastOctet = 0;
/** Each test signs in from its own address: the throttle of one never reaches another. */
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastOctet}` });

async function signIn(t: TestContext, user: { email: string; password: string }, headers = newAddress()) {
  const response = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers });
  assertStatus(response, 200);
  return response;
}

/** Sets up an authenticator app on the session of `token`; its secret. */
async function enrollTotp(t: TestContext, token: string): Promise<string> {
  const started = await t.api('POST', '/api/auth/mfa/totp', { token });
  assertStatus(started, 200);
  assertStatus(await t.api('POST', '/api/auth/mfa/totp/confirm', { token, body: { code: totpCode(started.data.secret, clock.now().getTime()) } }), 200);
  clock.advance(STEP_MS);
  return started.data.secret;
}

/** A user of the role who set up an authenticator app, with the token of the session that did. */
async function enrolledUser(t: TestContext, role: 'admin' | 'staff') {
  const user = await t.signup(role);
  const token: string = (await signIn(t, user)).data.accessToken;
  const secret = await enrollTotp(t, token);
  return { ...user, token, secret };
}

// The staff operations open to a session that must enroll first (config.mfaEnrollment).
const OPEN_WHILE_ENROLLING = [
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/:id',
  'GET /api/auth/mfa',
  'GET /api/auth/passkeys',
  'GET /api/auth/sessions',
  'GET /api/users/me',
  'POST /api/auth/mfa/totp',
  'POST /api/auth/mfa/totp/confirm',
  'POST /api/auth/passkeys',
  'POST /api/auth/passkeys/registration',
  'PUT /api/users/me',
];

describeApi(
  'MFA_REQUIRED=admins: an admin without a second factor can only enroll one',
  (t) => {
    test('the password step answers tokens marked mfaEnrollmentRequired; every other operation is 403 until a factor is set up', async () => {
      const admin = await t.signup('admin');
      const signedIn = await signIn(t, admin);
      assert.equal(signedIn.data.mfaEnrollmentRequired, true);
      const token: string = signedIn.data.accessToken;
      const status = await t.api('GET', '/api/auth/mfa', { token });
      assertStatus(status, 200);
      assert.equal(status.data.required, true);
      assert.equal(status.data.enrollmentRequired, true);
      assertProblem(await t.api('GET', '/api/client', { token }), 403, { code: 'mfa_enrollment_required' });
      assertProblem(await t.api('POST', '/api/client', { token, body: { name: 'Blocked', clientType: 'individual' } }), 403, { code: 'mfa_enrollment_required' });
      assertProblem(await t.api('DELETE', `/api/users/${admin.id}/mfa`, { token }), 403, { code: 'mfa_enrollment_required' });
      assert.equal(await t.db.selectFrom('clients').select('id').where('name', '=', 'Blocked').executeTakeFirst(), undefined);
      assertStatus(await t.api('GET', '/api/users/me', { token }), 200);

      // Enrolling counts from the very next request of the same session.
      await enrollTotp(t, token);
      assertStatus(await t.api('GET', '/api/client', { token }), 200);
      const after = await t.api('GET', '/api/auth/mfa', { token });
      assert.equal(after.data.enrollmentRequired, false);
      assert.equal(after.data.required, true);
      // From now on the password alone is not enough.
      assert.equal((await signIn(t, admin)).data.mfaRequired, true);
    });

    test('a password step followed by a direct call to any staff operation: 403 mfa_enrollment_required for all but enrolling, reading oneself and signing out', async () => {
      const admin = await t.signup('admin');
      const token: string = (await signIn(t, admin)).data.accessToken;
      const before = (await auditOf(t, 'user', admin.id)).length;
      const open: string[] = [];
      let refused = 0;
      for (const route of t.app.routeCatalog) {
        if (route.public || route.method === 'HEAD' || route.url.startsWith('/api/portal/')) continue;
        const url = route.url.replace(/:[A-Za-z]+/g, '999999');
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
        const response = await t.api(route.method, url, { token, ...(body ? { body } : {}) });
        if (response.statusCode === 403 && response.data?.code === 'mfa_enrollment_required') refused += 1;
        else open.push(`${route.method} ${route.url}`);
      }
      assert.deepEqual(open.sort(), OPEN_WHILE_ENROLLING);
      assert.ok(refused > 100, `${refused} operations refused`);
      // What the open ones wrote: a pending enrollment; the refused ones wrote nothing.
      const written = (await auditOf(t, 'user', admin.id)).slice(before).map((entry) => entry.operation);
      assertEvery(written, (operation) => ['mfa.totp_enroll', 'session.revoke_others'].includes(operation));
    });

    test('the admin cookie sign-in says mfaEnrollmentRequired too; staff are not held under "admins"', async () => {
      const admin = await t.signup('admin');
      const cookie = await t.api('POST', '/api/auth/session', { body: { email: admin.email, password: admin.password }, headers: newAddress() });
      assertStatus(cookie, 200);
      assert.equal(cookie.data.mfaEnrollmentRequired, true);
      assertProblem(await t.api('GET', '/api/client', { token: cookie.data.accessToken }), 403, { code: 'mfa_enrollment_required' });

      const staff = await t.signup('staff');
      const signedIn = await signIn(t, staff);
      assert.equal(signedIn.data.mfaEnrollmentRequired, undefined);
      assertStatus(await t.api('GET', '/api/client', { token: signedIn.data.accessToken }), 200);
      const status = await t.api('GET', '/api/auth/mfa', { token: signedIn.data.accessToken });
      assert.equal(status.data.required, false);
      assert.equal(status.data.enrollmentRequired, false);
    });

    test('the Users page shows each user’s factors and whether the policy holds them', async () => {
      const admin = await enrolledUser(t, 'admin');
      const staff = await t.signup('staff');
      const list = await t.api('GET', '/api/users?pageSize=100', { token: admin.token });
      assertStatus(list, 200);
      const byId = new Map(list.data.items.map((user: { id: number }) => [user.id, user]));
      assert.deepEqual((byId.get(admin.id) as { secondFactors: unknown }).secondFactors, { totp: true, passkeys: 0, recoveryCodes: 10, required: true });
      assert.deepEqual((byId.get(staff.id) as { secondFactors: unknown }).secondFactors, { totp: false, passkeys: 0, recoveryCodes: 0, required: false });
      const one = await t.api('GET', `/api/users/${admin.id}/mfa`, { token: admin.token });
      assertStatus(one, 200);
      assert.deepEqual(one.data, { totp: true, passkeys: 0, recoveryCodes: 10, required: true });
    });

    test('an admin whose factors are reset is held to enrolling again at the next sign-in', async () => {
      const acting = await enrolledUser(t, 'admin');
      const other = await enrolledUser(t, 'admin');
      assertStatus(await t.api('DELETE', `/api/users/${other.id}/mfa`, { token: acting.token }), 204);
      const again = await signIn(t, other);
      assert.equal(again.data.mfaEnrollmentRequired, true);
      assertProblem(await t.api('GET', '/api/client', { token: again.data.accessToken }), 403, { code: 'mfa_enrollment_required' });
    });
  },
  { config: { trustProxy: true, mfaRequired: 'admins' }, app: { clock } },
);

describeApi(
  'MFA_REQUIRED at the first start: the first admin enrolls at the first sign-in',
  (t) => {
    test('ADMIN_EMAIL / ADMIN_PASSWORD create an admin who must set up a factor before reaching any data', async () => {
      const { db, passwords } = t.app;
      const created = await ensureFirstAdmin({ db, clock, passwords, actor: systemActor('first-start') }, { adminEmail: 'owner@firm.example', adminPassword: 'corner-bakery-sunrise' });
      assert.equal(created.created, true);
      const first = await signIn(t, { email: 'owner@firm.example', password: 'corner-bakery-sunrise' });
      assert.equal(first.data.mfaEnrollmentRequired, true);
      assertProblem(await t.api('GET', '/api/users', { token: first.data.accessToken }), 403, { code: 'mfa_enrollment_required' });
      await enrollTotp(t, first.data.accessToken);
      assertStatus(await t.api('GET', '/api/users', { token: first.data.accessToken }), 200);
    });
  },
  // The default of MFA_REQUIRED (the test harness's is off).
  { config: { trustProxy: true, mfaRequired: loadConfig({ NODE_ENV: 'test' }).mfaRequired }, app: { clock } },
);

describeApi(
  'MFA_REQUIRED=all and off',
  (t) => {
    test('"all" holds staff too; an enrolled staff user passes', async () => {
      const staff = await t.signup('staff');
      const signedIn = await signIn(t, staff);
      assert.equal(signedIn.data.mfaEnrollmentRequired, true);
      assertProblem(await t.api('GET', '/api/client', { token: signedIn.data.accessToken }), 403, { code: 'mfa_enrollment_required' });
      const enrolled = await enrolledUser(t, 'staff');
      assertStatus(await t.api('GET', '/api/client', { token: enrolled.token }), 200);
    });

    test('"off" holds nobody', async () => {
      const off = await t.otherInstance({ mfaRequired: 'off' });
      const admin = await t.signup('admin');
      const signedIn = await off.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: admin.password }, headers: newAddress() });
      assert.equal(signedIn.statusCode, 200);
      const { accessToken, mfaEnrollmentRequired } = signedIn.json();
      assert.equal(mfaEnrollmentRequired, undefined);
      assert.equal((await off.inject({ method: 'GET', url: '/api/client', headers: { authorization: `Bearer ${accessToken}` } })).statusCode, 200);
      await off.close();
    });
  },
  { config: { trustProxy: true, mfaRequired: 'all' }, app: { clock } },
);

describeApi(
  "admins reset a user's second factors (DELETE /api/users/{id}/mfa)",
  (t) => {
    test('removes the authenticator, recovery codes and passkeys; ends every session; audited; the user is mailed in their language', async () => {
      const user = await enrolledUser(t, 'staff');
      assertStatus(await t.api('PUT', '/api/users/me', { token: user.token, body: { locale: 'ko' } }), 200);
      const otherSession = await signIn(t, user);
      assert.equal(otherSession.data.mfaRequired, true);
      await t.db
        .insertInto('passkeys')
        .values({ principal: 'staff', user_id: user.id, credential_id: 'cred-1', public_key: 'key', sign_count: 0, transports: null, device_type: 'singleDevice', backed_up: false, name: 'Laptop', created_at: clock.now().toISOString() })
        .execute();
      const admin = await t.token('admin');
      assert.deepEqual((await t.api('GET', `/api/users/${user.id}/mfa`, { token: admin })).data, { totp: true, passkeys: 1, recoveryCodes: 10, required: false });

      assertStatus(await t.api('DELETE', `/api/users/${user.id}/mfa`, { token: admin }), 204);
      assert.deepEqual((await t.api('GET', `/api/users/${user.id}/mfa`, { token: admin })).data, { totp: false, passkeys: 0, recoveryCodes: 0, required: false });
      assertProblem(await t.api('GET', '/api/auth/mfa', { token: user.token }), 401, { code: 'session_ended' });
      // The mfaToken of a password step taken before the reset is dead too.
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: otherSession.data.mfaToken, code: totpCode(user.secret, clock.now().getTime()) } }), 401, { code: 'invalid_mfa_token' });
      const audit = (await auditOf(t, 'user', user.id)).at(-1)!;
      assert.equal(audit.operation, 'mfa.reset');
      const [mail] = await outboxTo(t, user.email);
      assert.ok(mail, 'the user is mailed');
      assert.match(mail.subject, /^로그인 2단계 인증이 초기화되었습니다/);
      assert.ok(mail.body_text.includes(user.email));
      // The password alone signs in again (the policy does not hold staff here).
      const again = await signIn(t, user);
      assert.ok(again.data.accessToken);
    });

    test('404 for an unknown user, 403 for staff, 400 for a bad id, 401 without a token; nothing changes', async () => {
      const user = await enrolledUser(t, 'staff');
      const admin = await t.token('admin');
      assertProblem(await t.api('DELETE', '/api/users/999999/mfa', { token: admin }), 404);
      assertProblem(await t.api('GET', '/api/users/999999/mfa', { token: admin }), 404);
      assertProblem(await t.api('DELETE', `/api/users/${user.id}/mfa`, { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assertProblem(await t.api('GET', `/api/users/${user.id}/mfa`, { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assertProblem(await t.api('DELETE', '/api/users/abc/mfa', { token: admin }), 400);
      assertProblem(await t.api('DELETE', `/api/users/${user.id}/mfa?force=1`, { token: admin }), 400);
      assertProblem(await t.api('DELETE', `/api/users/${user.id}/mfa`), 401);
      assert.equal((await t.api('GET', `/api/users/${user.id}/mfa`, { token: admin })).data.totp, true);
      assertStatus(await t.api('GET', '/api/auth/mfa', { token: user.token }), 200);
    });
  },
  { config: { trustProxy: true }, app: { clock } },
);
