/*
 * Issue 32 item 3: a signed-in client adds passkeys, lists, renames and removes them, and signs in
 * with one. The authenticator here is a software one with a real key (src/testing/webauthn.ts); the
 * Chromium test (portal-passkeys.browser.test.ts) uses the DevTools protocol's virtual one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { SoftAuthenticator } from '../../testing/webauthn.js';

const clock = manualClock('2026-11-23T09:00:00.000Z');

async function signedInClient(t: TestContext) {
  const client = await invitedClient(t);
  const pair = await portalSignIn(t, client.email);
  return { ...client, token: pair.accessToken };
}

async function addPasskey(t: TestContext, token: string, authenticator: SoftAuthenticator, name = 'Phone') {
  const options = await t.api('POST', '/api/portal/passkeys/registration', { token });
  assertStatus(options, 200);
  return t.api('POST', '/api/portal/passkeys', { token, body: { name, credential: authenticator.create(options.data) } });
}

async function signInOptions(t: TestContext) {
  const res = await t.api('POST', '/api/portal/auth/passkey/options');
  assertStatus(res, 200);
  return res.data as { challenge: string; rpId: string };
}

describeApi(
  'portal passkeys',
  (t) => {
    const origin = () => new URL(t.app.config.portalUrl).origin;

    test('add, list, rename, remove: the relying party is PORTAL_URL, nothing secret is shown, each change audited', async () => {
      const client = await signedInClient(t);
      const options = await t.api('POST', '/api/portal/passkeys/registration', { token: client.token });
      assertStatus(options, 200);
      assert.equal(options.data.rp.id, 'localhost', 'the RP ID is the host name of PORTAL_URL, never the Host header');
      assert.equal(options.data.authenticatorSelection.residentKey, 'required');
      const authenticator = new SoftAuthenticator(origin());
      const added = await t.api('POST', '/api/portal/passkeys', { token: client.token, body: { name: 'Phone', credential: authenticator.create(options.data) } });
      assertStatus(added, 201);
      assert.deepEqual(Object.keys(added.data).sort(), ['createdAt', 'id', 'lastUsedAt', 'name', 'synced']);
      assert.equal(added.data.createdAt, clock.now().toISOString());

      const again = await t.api('POST', '/api/portal/passkeys/registration', { token: client.token });
      assert.deepEqual(
        again.data.excludeCredentials.map((entry: { id: string }) => entry.id),
        [authenticator.passkeys[0]!.credentialId.toString('base64url')],
        'the passkeys the client has are excluded',
      );
      const renamed = await t.api('PUT', `/api/portal/passkeys/${added.data.id}`, { token: client.token, body: { name: 'Work phone' } });
      assertStatus(renamed, 200);
      assert.equal(renamed.data.name, 'Work phone');
      const list = await t.api('GET', '/api/portal/passkeys', { token: client.token });
      assert.deepEqual(list.data.items.map((item: { name: string }) => item.name), ['Work phone']);
      assertStatus(await t.api('DELETE', `/api/portal/passkeys/${added.data.id}`, { token: client.token }), 204);
      assertProblem(await t.api('DELETE', `/api/portal/passkeys/${added.data.id}`, { token: client.token }), 404);
      assertProblem(await t.api('PUT', `/api/portal/passkeys/${added.data.id}`, { token: client.token, body: { name: 'x' } }), 404);
      assert.deepEqual((await t.api('GET', '/api/portal/passkeys', { token: client.token })).data.items, []);
      const operations = (await auditOf(t, 'client', client.id)).map((entry) => entry.operation).filter((operation) => operation.startsWith('portal.passkey'));
      assert.deepEqual(operations, ['portal.passkey_add', 'portal.passkey_rename', 'portal.passkey_remove']);
    });

    test('a passkey signs in: a session of method passkey, cookie set, audited; each challenge works once', async () => {
      const client = await signedInClient(t);
      const authenticator = new SoftAuthenticator(origin());
      assertStatus(await addPasskey(t, client.token, authenticator), 201);
      const options = await signInOptions(t);
      assert.equal(options.rpId, 'localhost');
      const answer = authenticator.get(options);
      const res = await t.api('POST', '/api/portal/auth/passkey', { body: { credential: answer } });
      assertStatus(res, 200);
      assert.match(String(res.headers['set-cookie']), /^__Host-taxdesk_portal=/);
      assertStatus(await t.api('GET', '/api/portal/me', { token: res.data.accessToken }), 200);
      const sessions = await t.db.selectFrom('sessions').select('method').where('client_id', '=', client.id).orderBy('id').execute();
      assert.deepEqual(sessions.map((row) => row.method), ['link', 'passkey']);
      const entries = (await auditOf(t, 'client', client.id)).filter((entry) => entry.operation === 'portal.sign_in');
      assert.equal(entries.length, 2);
      const list = await t.api('GET', '/api/portal/passkeys', { token: client.token });
      assert.equal(list.data.items[0].lastUsedAt, clock.now().toISOString());

      assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: answer } }), 401, { code: 'invalid_passkey' });
      clock.advance(5 * 60_000 + 1);
      const late = authenticator.get(options);
      assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: late } }), 401, { code: 'invalid_passkey' });
    });

    test('refused, changing nothing: another origin, a cloned authenticator, a removed passkey, ended access, a challenge of another client', async () => {
      const client = await signedInClient(t);
      const authenticator = new SoftAuthenticator(origin());
      const options = await t.api('POST', '/api/portal/passkeys/registration', { token: client.token });
      const foreign = authenticator.create(options.data, { origin: 'https://evil.example' });
      assertProblem(await t.api('POST', '/api/portal/passkeys', { token: client.token, body: { name: 'Evil', credential: foreign } }), 400, { code: 'passkey_not_verified' });
      // The failed answer spent the challenge: a right answer to it is refused too.
      authenticator.passkeys.pop();
      const right = authenticator.create(options.data);
      assertProblem(await t.api('POST', '/api/portal/passkeys', { token: client.token, body: { name: 'Late', credential: right } }), 400, { code: 'passkey_not_verified' });
      authenticator.passkeys.pop();

      const other = await signedInClient(t);
      const othersOptions = await t.api('POST', '/api/portal/passkeys/registration', { token: other.token });
      assertProblem(await t.api('POST', '/api/portal/passkeys', { token: client.token, body: { name: 'Stolen', credential: authenticator.create(othersOptions.data) } }), 400, {
        code: 'passkey_not_verified',
      });
      authenticator.passkeys.pop();
      assert.deepEqual((await t.api('GET', '/api/portal/passkeys', { token: client.token })).data.items, []);

      const added = await addPasskey(t, client.token, authenticator);
      assertStatus(added, 201);
      assertStatus(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: authenticator.get(await signInOptions(t)) } }), 200);
      const cloned = authenticator.get(await signInOptions(t), undefined, { counter: 1 });
      assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: cloned } }), 401, { code: 'invalid_passkey' });
      const wrongOrigin = authenticator.get(await signInOptions(t), undefined, { origin: 'https://evil.example' });
      assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: wrongOrigin } }), 401, { code: 'invalid_passkey' });

      assertStatus(await t.api('DELETE', `/api/client/${client.id}/portal-access`, { token: await t.token('staff') }), 204);
      assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: authenticator.get(await signInOptions(t)) } }), 401, { code: 'invalid_passkey' });
      assertStatus(await t.api('POST', `/api/client/${client.id}/portal-invitation`, { token: await t.token('staff') }), 202);
      const back = await portalSignIn(t, client.email);
      assertStatus(await t.api('DELETE', `/api/portal/passkeys/${added.data.id}`, { token: back.accessToken }), 204);
      assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body: { credential: authenticator.get(await signInOptions(t)) } }), 401, { code: 'invalid_passkey' });
      const sessions = await t.db.selectFrom('sessions').select('method').where('client_id', '=', client.id).where('method', '=', 'passkey').execute();
      assert.equal(sessions.length, 1, 'only the one good assertion started a session');
    });

    test('bad input is 400; passkey operations need a portal token', async () => {
      const client = await signedInClient(t);
      const options = await signInOptions(t);
      for (const body of [{}, { credential: {} }, { credential: { id: 'x', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} } }, { credential: { challenge: options.challenge } }]) {
        assertProblem(await t.api('POST', '/api/portal/auth/passkey', { body }), 400);
      }
      assertProblem(await t.api('POST', '/api/portal/passkeys', { token: client.token, body: { name: '', credential: {} } }), 400);
      assertProblem(await t.api('PUT', '/api/portal/passkeys/1', { token: client.token, body: { name: 'x'.repeat(61) } }), 400);
      assertProblem(await t.api('DELETE', '/api/portal/passkeys/x', { token: client.token }), 400);
      for (const [method, url] of [['GET', '/api/portal/passkeys'], ['POST', '/api/portal/passkeys/registration'], ['DELETE', '/api/portal/passkeys/1']] as const) {
        assertProblem(await t.api(method, url), 401);
        assertProblem(await t.api(method, url, { token: await t.token('admin') }), 401, { code: 'invalid_token' });
      }
    });
  },
  { app: { clock } },
);
