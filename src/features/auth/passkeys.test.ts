/*
 * Staff passkeys (issue 35 item 2): register, list, rename, remove; a passkey as the second step
 * after the password; a sign-in with a passkey alone for a user who chose it; and the attacks on
 * each (another user's passkey, a replayed or foreign answer, a wrong origin). The authenticator is
 * a software one with a real key (src/testing/webauthn.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { SoftAuthenticator } from '../../testing/webauthn.js';

const clock = manualClock('2026-11-28T09:00:10.000Z');
let lastOctet = 0;
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++lastOctet}` });

async function passwordStep(t: TestContext, user: { email: string; password: string }, headers: Record<string, string>) {
  const response = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers });
  assertStatus(response, 200);
  return response.data;
}

async function addPasskey(t: TestContext, token: string, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await t.api('POST', '/api/auth/passkeys/registration', { token });
  assertStatus(options, 200);
  return t.api('POST', '/api/auth/passkeys', { token, body: { name, credential: authenticator.create(options.data) } });
}

/** A staff user signed in with the password who added a passkey; the token of that session. */
async function withPasskey(t: TestContext, role: 'admin' | 'staff' = 'staff') {
  const headers = newAddress();
  const user = await t.signup(role);
  const token: string = (await passwordStep(t, user, headers)).accessToken;
  const authenticator = new SoftAuthenticator(new URL(t.app.config.adminUrl).origin);
  const added = await addPasskey(t, token, authenticator);
  assertStatus(added, 201);
  return { ...user, headers, token, authenticator, passkey: added.data };
}

async function secondStepOptions(t: TestContext, mfaToken: string, headers: Record<string, string>) {
  const options = await t.api('POST', '/api/auth/login/mfa/passkey-options', { body: { mfaToken }, headers });
  assertStatus(options, 200);
  return options.data;
}

describeApi(
  'staff passkeys (/api/auth/passkeys)',
  (t) => {
    test('add, list, rename, remove: ADMIN_URL is the relying party; the first passkey brings recovery codes; each change audited', async () => {
      const headers = newAddress();
      const user = await t.signup('staff');
      const token: string = (await passwordStep(t, user, headers)).accessToken;
      const other: string = (await passwordStep(t, user, headers)).accessToken;
      const options = await t.api('POST', '/api/auth/passkeys/registration', { token });
      assertStatus(options, 200);
      assert.equal(options.data.rp.id, new URL(t.app.config.adminUrl).hostname);
      assert.equal(options.data.user.name, user.email);
      const authenticator = new SoftAuthenticator(new URL(t.app.config.adminUrl).origin);
      const added = await t.api('POST', '/api/auth/passkeys', { token, body: { name: 'Laptop', credential: authenticator.create(options.data) } });
      assertStatus(added, 201);
      assert.deepEqual(Object.keys(added.data).sort(), ['createdAt', 'id', 'lastUsedAt', 'name', 'recoveryCodes', 'synced']);
      assert.equal(added.data.recoveryCodes.length, 10);
      // A changed factor ends the other sessions, not this one.
      assertProblem(await t.api('GET', '/api/auth/mfa', { token: other }), 401, { code: 'session_ended' });
      const status = await t.api('GET', '/api/auth/mfa', { token });
      assert.equal(status.data.passkeys, 1);
      assert.equal(status.data.recoveryCodesRemaining, 10);
      assert.equal(status.data.passkeySignIn, false);

      // A second passkey brings no new codes.
      const second = await addPasskey(t, token, new SoftAuthenticator(new URL(t.app.config.adminUrl).origin), 'Key');
      assertStatus(second, 201);
      assert.equal(second.data.recoveryCodes, undefined);
      const renamed = await t.api('PUT', `/api/auth/passkeys/${added.data.id}`, { token, body: { name: 'Work laptop' } });
      assertStatus(renamed, 200);
      assert.equal(renamed.data.name, 'Work laptop');
      const list = await t.api('GET', '/api/auth/passkeys', { token });
      assert.deepEqual(list.data.items.map((item: { name: string }) => item.name), ['Work laptop', 'Key']);

      assertStatus(await t.api('DELETE', `/api/auth/passkeys/${second.data.id}`, { token }), 204);
      assert.equal((await passwordStep(t, user, headers)).mfaRequired, true, 'one passkey left: still two steps');
      assertStatus(await t.api('DELETE', `/api/auth/passkeys/${added.data.id}`, { token }), 204);
      // No factor left: the recovery codes went with it and the password alone signs in.
      const after = await t.api('GET', '/api/auth/mfa', { token });
      assert.equal(after.data.passkeys, 0);
      assert.equal(after.data.recoveryCodesRemaining, 0);
      assert.ok((await passwordStep(t, user, headers)).accessToken);
      const operations = (await auditOf(t, 'user', user.id)).map((entry) => entry.operation).filter((operation) => operation.startsWith('mfa.passkey'));
      assert.deepEqual(operations, ['mfa.passkey_add', 'mfa.passkey_add', 'mfa.passkey_rename', 'mfa.passkey_remove', 'mfa.passkey_remove']);
    });

    test("another user's passkey cannot be renamed or removed (404); bad input 400; a wrong origin or a replayed answer is not verified", async () => {
      const owner = await withPasskey(t);
      const intruder = await t.token('staff');
      assertProblem(await t.api('PUT', `/api/auth/passkeys/${owner.passkey.id}`, { token: intruder, body: { name: 'Mine' } }), 404);
      assertProblem(await t.api('DELETE', `/api/auth/passkeys/${owner.passkey.id}`, { token: intruder }), 404);
      assertProblem(await t.api('PUT', `/api/auth/passkeys/${owner.passkey.id}`, { token: owner.token, body: { name: '' } }), 400, { fields: ['name'] });
      assertProblem(await t.api('PUT', `/api/auth/passkeys/${owner.passkey.id}`, { token: owner.token, body: { name: 'x', publicKey: 'k' } }), 400, { fields: ['publicKey'] });
      assertProblem(await t.api('POST', '/api/auth/passkeys', { token: owner.token, body: { name: 'x' } }), 400, { fields: ['credential'] });
      assertProblem(await t.api('GET', '/api/auth/passkeys'), 401);

      const options = await t.api('POST', '/api/auth/passkeys/registration', { token: owner.token });
      const foreign = new SoftAuthenticator('https://evil.example');
      const wrongOrigin = foreign.create(options.data, { origin: 'https://evil.example' });
      assertProblem(await t.api('POST', '/api/auth/passkeys', { token: owner.token, body: { name: 'Evil', credential: wrongOrigin } }), 400, { code: 'passkey_not_verified' });
      // The ceremony was spent by that answer: even a good answer to it is refused now.
      const good = new SoftAuthenticator(new URL(t.app.config.adminUrl).origin).create(options.data);
      assertProblem(await t.api('POST', '/api/auth/passkeys', { token: owner.token, body: { name: 'Late', credential: good } }), 400, { code: 'passkey_not_verified' });
      // Another user's registration options are not this user's.
      const intruderOptions = await t.api('POST', '/api/auth/passkeys/registration', { token: intruder });
      const stolen = new SoftAuthenticator(new URL(t.app.config.adminUrl).origin).create(intruderOptions.data);
      assertProblem(await t.api('POST', '/api/auth/passkeys', { token: owner.token, body: { name: 'Stolen', credential: stolen } }), 400, { code: 'passkey_not_verified' });
      assert.equal((await t.api('GET', '/api/auth/passkeys', { token: owner.token })).data.items.length, 1);
    });
  },
  { config: { trustProxy: true }, app: { clock } },
);

describeApi(
  'a passkey as the second step, and a sign-in with a passkey alone',
  (t) => {
    test('the password step offers the passkey; its answer completes the sign-in; the same answer twice is refused', async () => {
      const user = await withPasskey(t);
      const first = await passwordStep(t, user, user.headers);
      assert.equal(first.mfaRequired, true);
      assert.deepEqual(first.methods, ['recovery_code', 'passkey']);
      const options = await secondStepOptions(t, first.mfaToken, user.headers);
      assert.deepEqual(options.allowCredentials.map((entry: { id: string }) => entry.id), [user.authenticator.passkeys[0]!.credentialId.toString('base64url')]);
      const credential = user.authenticator.get(options);
      const done = await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: first.mfaToken, credential }, headers: user.headers });
      assertStatus(done, 200);
      assert.ok(done.data.accessToken);
      assert.equal(done.data.recoveryCodesRemaining, 10);
      assertStatus(await t.api('GET', '/api/client', { token: done.data.accessToken }), 200);
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: first.mfaToken, credential }, headers: user.headers }), 401, { code: 'invalid_mfa_token' });
      // The same answer with a fresh mfaToken: its challenge was spent.
      const again = await passwordStep(t, user, user.headers);
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: again.mfaToken, credential }, headers: user.headers }), 401, { code: 'invalid_passkey' });
      const passkeys = await t.api('GET', '/api/auth/passkeys', { token: done.data.accessToken });
      assert.equal(passkeys.data.items[0].lastUsedAt, clock.now().toISOString());
    });

    test("another user's passkey does not complete this user's second step; neither does an answer to this user's options from another passkey", async () => {
      const victim = await withPasskey(t);
      const attacker = await withPasskey(t);
      const victimStep = await passwordStep(t, victim, victim.headers);
      // The attacker's own options answered by the attacker's passkey, sent with the victim's mfaToken.
      const attackerStep = await passwordStep(t, attacker, attacker.headers);
      const attackerOptions = await secondStepOptions(t, attackerStep.mfaToken, attacker.headers);
      const attackerAnswer = attacker.authenticator.get(attackerOptions);
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: victimStep.mfaToken, credential: attackerAnswer }, headers: victim.headers }), 401, { code: 'invalid_passkey' });
      // The victim's options answered by the attacker's passkey.
      const victimOptions = await secondStepOptions(t, victimStep.mfaToken, victim.headers);
      assertProblem(
        await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: victimStep.mfaToken, credential: attacker.authenticator.get(victimOptions) }, headers: victim.headers }),
        401,
        { code: 'invalid_passkey' },
      );
      // The victim's step is still open for the victim (a failed answer does not spend the mfaToken).
      const retry = await secondStepOptions(t, victimStep.mfaToken, victim.headers);
      assertStatus(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: victimStep.mfaToken, credential: victim.authenticator.get(retry) }, headers: victim.headers }), 200);
      const failures = (await auditOf(t, 'user', victim.id)).filter((entry) => entry.operation === 'auth.mfa_failed');
      assert.equal(failures.length, 2);
    });

    test('the second step takes a code or a credential, not both, not neither; options need a live mfaToken', async () => {
      const user = await withPasskey(t);
      const step = await passwordStep(t, user, user.headers);
      const options = await secondStepOptions(t, step.mfaToken, user.headers);
      const credential = user.authenticator.get(options);
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: step.mfaToken }, headers: user.headers }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: step.mfaToken, code: '123456', credential }, headers: user.headers }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/auth/login/mfa/passkey-options', { body: { mfaToken: 'not-a-live-token' }, headers: user.headers }), 401, { code: 'invalid_mfa_token' });
      assertProblem(await t.api('POST', '/api/auth/login/mfa/passkey-options', { body: {}, headers: user.headers }), 400, { fields: ['mfaToken'] });
      clock.advance(5 * 60_000 + 1000);
      assertProblem(await t.api('POST', '/api/auth/login/mfa/passkey-options', { body: { mfaToken: step.mfaToken }, headers: user.headers }), 401, { code: 'invalid_mfa_token' });
    });

    test('the admin cookie sign-in completes by passkey too (POST /api/auth/session/mfa)', async () => {
      const user = await withPasskey(t, 'admin');
      const first = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password }, headers: user.headers });
      assertStatus(first, 200);
      const options = await secondStepOptions(t, first.data.mfaToken, user.headers);
      const done = await t.api('POST', '/api/auth/session/mfa', { body: { mfaToken: first.data.mfaToken, credential: user.authenticator.get(options) }, headers: user.headers });
      assertStatus(done, 200);
      assert.ok(done.cookies.some((cookie) => cookie.name.endsWith('taxdesk_refresh')));
    });

    test('a passkey alone signs in only a user who turned it on; off again, it does not', async () => {
      const user = await withPasskey(t);
      const signIn = async (path = '/api/auth/passkey') => {
        const options = await t.api('POST', '/api/auth/passkey/options', { headers: user.headers });
        assertStatus(options, 200);
        assert.equal(options.data.allowCredentials, undefined, 'any passkey may answer');
        return t.api('POST', path, { body: { credential: user.authenticator.get(options.data) }, headers: user.headers });
      };
      assertProblem(await signIn(), 401, { code: 'invalid_passkey' });
      const on = await t.api('PUT', '/api/auth/mfa/passkey-sign-in', { token: user.token, body: { enabled: true } });
      assertStatus(on, 200);
      assert.deepEqual(on.data, { enabled: true });
      assert.equal((await t.api('GET', '/api/auth/mfa', { token: user.token })).data.passkeySignIn, true);
      const done = await signIn();
      assertStatus(done, 200);
      assertStatus(await t.api('GET', '/api/client', { token: done.data.accessToken }), 200);
      const session = await t.db.selectFrom('sessions').select('method').where('user_id', '=', user.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      assert.equal(session.method, 'passkey');
      const cookie = await signIn('/api/auth/session/passkey');
      assertStatus(cookie, 200);
      assert.equal(cookie.data.refreshToken, undefined);

      assertStatus(await t.api('PUT', '/api/auth/mfa/passkey-sign-in', { token: user.token, body: { enabled: false } }), 200);
      assertProblem(await signIn(), 401, { code: 'invalid_passkey' });
      const changes = (await auditOf(t, 'user', user.id)).filter((entry) => entry.operation === 'mfa.passkey_sign_in');
      assert.equal(changes.length, 2);
    });

    test('turning passkey sign-in on needs a passkey; a disabled user cannot sign in with one', async () => {
      const token = await t.token('staff');
      assertProblem(await t.api('PUT', '/api/auth/mfa/passkey-sign-in', { token, body: { enabled: true } }), 409, { code: 'passkey_required' });
      assertProblem(await t.api('PUT', '/api/auth/mfa/passkey-sign-in', { token, body: { enabled: 'yes' } }), 400, { fields: ['enabled'] });
      const user = await withPasskey(t);
      assertStatus(await t.api('PUT', '/api/auth/mfa/passkey-sign-in', { token: user.token, body: { enabled: true } }), 200);
      await t.db.updateTable('users').set({ disabled_at: clock.now().toISOString() }).where('id', '=', user.id).execute();
      const options = await t.api('POST', '/api/auth/passkey/options', { headers: user.headers });
      assertProblem(await t.api('POST', '/api/auth/passkey', { body: { credential: user.authenticator.get(options.data) }, headers: user.headers }), 401, { code: 'invalid_passkey' });
      assertProblem(await t.api('POST', '/api/auth/passkey', { body: { credential: { id: 'x' } }, headers: user.headers }), 400);
    });
  },
  { config: { trustProxy: true }, app: { clock } },
);

describeApi(
  'new recovery codes proven by a passkey (/api/auth/mfa/recovery-codes)',
  (t) => {
    const codesOptions = async (token: string) => {
      const options = await t.api('POST', '/api/auth/mfa/recovery-codes/passkey-options', { token });
      assertStatus(options, 200);
      return options.data;
    };
    const regenerate = (user: { token: string; headers: Record<string, string> }, body: object) =>
      t.api('POST', '/api/auth/mfa/recovery-codes', { token: user.token, headers: user.headers, body });
    const signInWithCode = async (user: Awaited<ReturnType<typeof withPasskey>>, code: string) => {
      const step = await passwordStep(t, user, user.headers);
      return t.api('POST', '/api/auth/login/mfa', { body: { mfaToken: step.mfaToken, code }, headers: user.headers });
    };

    test("a user whose only factor is a passkey gets ten new codes with it; the old ones die; the answer works once; audited", async () => {
      const user = await withPasskey(t);
      const oldCodes: string[] = user.passkey.recoveryCodes;
      assert.equal(oldCodes.length, 10);
      const options = await codesOptions(user.token);
      assert.deepEqual(options.allowCredentials.map((entry: { id: string }) => entry.id), [user.authenticator.passkeys[0]!.credentialId.toString('base64url')]);
      const credential = user.authenticator.get(options);
      const fresh = await regenerate(user, { credential });
      assertStatus(fresh, 200);
      assert.equal(fresh.data.recoveryCodes.length, 10);
      assert.equal(fresh.data.recoveryCodes.filter((code: string) => oldCodes.includes(code)).length, 0);
      // The same answer again: the challenge was spent.
      assertProblem(await regenerate(user, { credential }), 400, { code: 'passkey_not_verified', fields: ['credential'] });
      assertProblem(await signInWithCode(user, oldCodes[0]!), 401, { code: 'invalid_mfa_code' });
      assertStatus(await signInWithCode(user, fresh.data.recoveryCodes[0]), 200);
      const regenerated = (await auditOf(t, 'user', user.id)).filter((entry) => entry.operation === 'mfa.recovery_codes_regenerate');
      assert.equal(regenerated.length, 1);
    });

    test("another user's passkey does not prove it, neither with its own options nor answering this user's", async () => {
      const victim = await withPasskey(t);
      const attacker = await withPasskey(t);
      const attackerAnswer = attacker.authenticator.get(await codesOptions(attacker.token));
      assertProblem(await regenerate(victim, { credential: attackerAnswer }), 400, { code: 'passkey_not_verified' });
      const victimOptions = await codesOptions(victim.token);
      assertProblem(await regenerate(victim, { credential: attacker.authenticator.get(victimOptions) }), 400, { code: 'passkey_not_verified' });
      // Nothing changed: the victim's codes still work and nothing was audited as a regeneration.
      assertStatus(await signInWithCode(victim, victim.passkey.recoveryCodes[0]), 200);
      assert.equal((await auditOf(t, 'user', victim.id)).filter((entry) => entry.operation === 'mfa.recovery_codes_regenerate').length, 0);
    });

    test('exactly one of code and credential; a signed-in user with a passkey only; no token 401', async () => {
      const user = await withPasskey(t);
      const credential = user.authenticator.get(await codesOptions(user.token));
      assertProblem(await regenerate(user, { code: '123456', credential }), 400, { fields: ['code'] });
      assertProblem(await regenerate(user, {}), 400, { fields: ['code'] });
      // The refused request did not spend the answer.
      assertStatus(await regenerate(user, { credential }), 200);
      assertProblem(await t.api('POST', '/api/auth/mfa/recovery-codes/passkey-options', {}), 401);
      assertProblem(await t.api('POST', '/api/auth/mfa/recovery-codes', { body: { credential } }), 401);
      const token = await t.token('staff');
      assertProblem(await t.api('POST', '/api/auth/mfa/recovery-codes/passkey-options', { token }), 409, { code: 'passkey_required' });
    });
  },
  { config: { trustProxy: true }, app: { clock } },
);
