import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';
import { invitedClient, latestPortalMail, portalSignIn } from '../../testing/portal.js';
import { deleteClient } from '../../testing/records.js';
import * as oneSessionStore from '../../db/migrations/0033_one_session_store.js';

const clock = manualClock('2026-11-23T09:00:00.000Z');
const log = capturedLog();

async function mailCount(t: TestContext, email: string): Promise<number> {
  await t.app.background.idle();
  return (await t.db.selectFrom('outbox_emails').select('id').where('recipient', '=', email).execute()).length;
}

/** A portal-only operation that changes nothing but answers whether the token is accepted. */
const signOut = (t: TestContext, token: string) => t.api('DELETE', '/api/portal/auth/session', { token });

describeApi(
  'portal sign-in by link and code',
  (t) => {
    test('asking for a link: 202 and the same body for a client, an unknown address, a client without access', async () => {
      const client = await invitedClient(t);
      const ended = await invitedClient(t);
      assertStatus(await t.api('DELETE', `/api/client/${ended.id}/portal-access`, { token: await t.token() }), 204);
      const answers = [];
      for (const email of [client.email, 'nobody@example.com', ended.email, client.email.toUpperCase()]) {
        const res = await t.api('POST', '/api/portal/auth/link', { body: { email }, headers: { host: 'evil.example' } });
        assertStatus(res, 202);
        answers.push(res.body);
      }
      assert.equal(new Set(answers).size, 1);
      assert.deepEqual(JSON.parse(answers[0]!), { expiresInMinutes: 15 });
      assert.equal(await mailCount(t, client.email), 3, 'invitation + two sign-in mails (the address in any case)');
      assert.equal(await mailCount(t, ended.email), 1, 'only the invitation: ended access gets nothing');
      assert.equal(await mailCount(t, 'nobody@example.com'), 0);
      const mail = await latestPortalMail(t, client.email);
      assert.match(mail.text, /^http:\/\/localhost:\d+\/portal\/#token=/m, 'the link comes from PORTAL_URL, never the Host header');
    });

    test('a link signs in once: token pair, HttpOnly Secure SameSite=Strict __Host- cookie, last sign-in recorded, audited', async () => {
      const client = await invitedClient(t);
      const { token, code } = await latestPortalMail(t, client.email);
      const res = await t.api('POST', '/api/portal/auth/verify', { body: { token } });
      assertStatus(res, 200);
      assert.equal(res.data.tokenType, 'Bearer');
      const cookie = String(res.headers['set-cookie']);
      assert.match(cookie, /^__Host-taxdesk_portal=[A-Za-z0-9_-]+;/);
      for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) assert.ok(cookie.includes(attribute), `${attribute} in ${cookie}`);
      assert.ok(cookie.includes(res.data.refreshToken));

      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token } }), 401, { code: 'invalid_sign_in' });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email, code } }), 401, { code: 'invalid_sign_in' });
      const record = await t.api('GET', `/api/client/${client.id}`, { token: await t.token() });
      assert.equal(record.data.portal.lastSignInAt, clock.now().toISOString());
      assert.deepEqual((await auditOf(t, 'client', client.id)).map((entry) => entry.operation).slice(-1), ['portal.sign_in']);
    });

    test('a code signs in with its email; five wrong tries kill it', async () => {
      const first = await invitedClient(t);
      const { code } = await latestPortalMail(t, first.email);
      assertStatus(await t.api('POST', '/api/portal/auth/verify', { body: { email: first.email.toUpperCase(), code } }), 200);

      const second = await invitedClient(t);
      const mail = await latestPortalMail(t, second.email);
      const wrong = mail.code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) {
        assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: second.email, code: wrong } }), 401, { code: 'invalid_sign_in' });
      }
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: second.email, code: mail.code } }), 401, { code: 'invalid_sign_in' });
      assertStatus(await t.api('POST', '/api/portal/auth/verify', { body: { token: mail.token } }), 200);
    });

    test('an expired, foreign or malformed proof is refused and changes nothing', async () => {
      const client = await invitedClient(t);
      const { token } = await latestPortalMail(t, client.email);
      clock.advance(15 * 60_000);
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token } }), 401, { code: 'invalid_sign_in' });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token: 'A'.repeat(43) } }), 401, { code: 'invalid_sign_in' });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: 'nobody@example.com', code: '123456' } }), 401, { code: 'invalid_sign_in' });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token: 'no/slashes' } }), 400, { fields: ['token'] });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email, code: '12345' } }), 400, { fields: ['code'] });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email } }), 400);
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token, email: client.email, code: '123456' } }), 400);
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: {} }), 400);
      assertProblem(await t.api('POST', '/api/portal/auth/link', { body: { email: 'not an email' } }), 400, { fields: ['email'] });
      const record = await t.api('GET', `/api/client/${client.id}`, { token: await t.token() });
      assert.equal(record.data.portal.lastSignInAt, null);
    });

    test('codes are throttled per email in a short window, then allowed again', async () => {
      const client = await invitedClient(t);
      const other = await invitedClient(t);
      for (let i = 0; i < 10; i++) await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email, code: '999999' } });
      const refused = await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email, code: '999999' } });
      assertProblem(refused, 429, { code: 'login_throttled' });
      assert.ok(Number(refused.headers['retry-after']) <= 15 * 60);
      const { code } = await latestPortalMail(t, other.email);
      assertStatus(await t.api('POST', '/api/portal/auth/verify', { body: { email: other.email, code } }), 200);
      clock.advance(15 * 60_000 + 1000);
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email, code: '999999' } }), 401, { code: 'invalid_sign_in' });
    });

    test('the cookie operations refuse another site', async () => {
      const client = await invitedClient(t);
      const { token } = await latestPortalMail(t, client.email);
      const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token }, headers: evil }), 403, { code: 'cross_site_request' });
      assertProblem(await t.api('POST', '/api/portal/auth/verify', { body: { token }, headers: { origin: 'https://evil.example' } }), 403, { code: 'cross_site_request' });
      const portalOrigin = new URL(t.app.config.portalUrl).origin;
      const res = await t.api('POST', '/api/portal/auth/verify', { body: { token }, headers: { origin: portalOrigin, 'sec-fetch-site': 'same-origin' } });
      assertStatus(res, 200);
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: res.data.refreshToken }, headers: evil }), 403, { code: 'cross_site_request' });
      assertStatus(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: res.data.refreshToken } }), 200);
    });

    test('staff and portal tokens never mix', async () => {
      const client = await invitedClient(t);
      const pair = await portalSignIn(t, client.email);
      assertProblem(await t.api('GET', '/api/client', { token: pair.accessToken }), 401, { code: 'invalid_token' });
      assertProblem(await t.api('GET', '/api/users/me', { token: pair.accessToken }), 401, { code: 'invalid_token' });
      assertProblem(await signOut(t, await t.token('staff')), 401, { code: 'invalid_token' });
      assertProblem(await signOut(t, await t.token('admin')), 401, { code: 'invalid_token' });
      assertProblem(await t.api('DELETE', '/api/portal/auth/session'), 401, { code: 'unauthorized' });
      assertStatus(await signOut(t, pair.accessToken), 204);
    });

    test('one session store: a portal session is a portal row with its method; refresh tokens never cross kinds', async () => {
      const client = await invitedClient(t);
      const byLink = await portalSignIn(t, client.email);
      assertStatus(await t.api('POST', '/api/portal/auth/link', { body: { email: client.email } }), 202);
      const { code } = await latestPortalMail(t, client.email);
      assertStatus(await t.api('POST', '/api/portal/auth/verify', { body: { email: client.email, code } }), 200);
      const rows = await t.db.selectFrom('sessions').select(['principal', 'user_id', 'method']).where('client_id', '=', client.id).orderBy('id').execute();
      assert.deepEqual(rows, [
        { principal: 'portal', user_id: null, method: 'link' },
        { principal: 'portal', user_id: null, method: 'code' },
      ]);
      const user = await t.signup('staff');
      const staff = await t.login(user.email, user.password);
      const staffRow = await t.db.selectFrom('sessions').select(['principal', 'client_id', 'method']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      assert.deepEqual(staffRow, { principal: 'staff', client_id: null, method: 'password' });

      assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: byLink.refreshToken } }), 401, { code: 'invalid_refresh_token' });
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: staff.refreshToken } }), 401, { code: 'invalid_refresh_token' });
      // Neither attempt spent or revoked anything.
      assertStatus(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: byLink.refreshToken } }), 200);
      assertStatus(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: staff.refreshToken } }), 200);
    });

    test('the move to one session store keeps every session and refresh token of both kinds', async () => {
      const client = await invitedClient(t);
      const portal = await portalSignIn(t, client.email);
      const user = await t.signup('staff');
      const staff = await t.login(user.email, user.password);
      const staffSession = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      await oneSessionStore.down(t.db);
      await oneSessionStore.up(t.db);
      const kept = await t.db.selectFrom('sessions').select(['id', 'principal']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      assert.deepEqual(kept, { id: staffSession.id, principal: 'staff' }, 'staff session ids are kept');
      const portalRefresh = await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: portal.refreshToken } });
      assertStatus(portalRefresh, 200);
      assertStatus(await signOut(t, portalRefresh.data.accessToken), 204);
      assertStatus(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: staff.refreshToken } }), 200);
      // New rows come after the copied ones (PostgreSQL's identity was moved past them).
      await t.login(user.email, user.password);
      assertStatus(await t.api('POST', '/api/portal/auth/link', { body: { email: client.email } }), 202);
      await portalSignIn(t, client.email);
    });

    test('refresh rotates (body or cookie); a reused refresh token revokes the session', async () => {
      const client = await invitedClient(t);
      const first = await portalSignIn(t, client.email);
      const byBody = await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: first.refreshToken } });
      assertStatus(byBody, 200);
      const byCookie = await t.api('POST', '/api/portal/auth/refresh', { headers: { cookie: `__Host-taxdesk_portal=${byBody.data.refreshToken}` } });
      assertStatus(byCookie, 200);
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: first.refreshToken } }), 401, { code: 'refresh_token_reused' });
      assertProblem(await signOut(t, byCookie.data.accessToken), 401, { code: 'session_ended' });
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: byCookie.data.refreshToken } }), 401, { code: 'invalid_refresh_token' });
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: {} }), 401, { code: 'invalid_refresh_token' });
    });

    test('sign out ends this session; sign out everywhere ends them all', async () => {
      const client = await invitedClient(t);
      const one = await portalSignIn(t, client.email);
      assertStatus(await t.api('POST', '/api/portal/auth/link', { body: { email: client.email } }), 202);
      const two = await portalSignIn(t, client.email);
      assertStatus(await t.api('POST', '/api/portal/auth/link', { body: { email: client.email } }), 202);
      const three = await portalSignIn(t, client.email);
      const out = await signOut(t, one.accessToken);
      assertStatus(out, 204);
      assert.match(String(out.headers['set-cookie']), /__Host-taxdesk_portal=;/);
      assertProblem(await signOut(t, one.accessToken), 401, { code: 'session_ended' });
      assertStatus(await t.api('DELETE', '/api/portal/auth/sessions', { token: two.accessToken }), 204);
      assertProblem(await signOut(t, three.accessToken), 401, { code: 'session_ended' });
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: three.refreshToken } }), 401, { code: 'invalid_refresh_token' });
    });

    test('live authorization: ended access or a deleted client is out at the next request', async () => {
      const ended = await invitedClient(t);
      const endedPair = await portalSignIn(t, ended.email);
      assertStatus(await t.api('DELETE', `/api/client/${ended.id}/portal-access`, { token: await t.token('staff') }), 204);
      assertProblem(await signOut(t, endedPair.accessToken), 401, { code: 'session_ended' });

      const deleted = await invitedClient(t);
      const deletedPair = await portalSignIn(t, deleted.email);
      await deleteClient(t, deleted.id);
      assertProblem(await signOut(t, deletedPair.accessToken), 401, { code: 'session_ended' });
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: deletedPair.refreshToken } }), 401, { code: 'invalid_refresh_token' });
    });

    test('the absolute session lifetime applies', async () => {
      const client = await invitedClient(t);
      let pair = await portalSignIn(t, client.email);
      const maxAge = t.app.config.sessionMaxAgeSeconds * 1000;
      for (let moved = 0; moved + 86_400_000 < maxAge; moved += 86_400_000) {
        clock.advance(86_400_000);
        const res = await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: pair.refreshToken } });
        assertStatus(res, 200);
        pair = res.data;
      }
      clock.advance(86_400_000);
      assertProblem(await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken: pair.refreshToken } }), 401);
      assertProblem(await signOut(t, pair.accessToken), 401);
    });

    test('no sign-in secret reaches a log line', async () => {
      const text = log.text();
      assert.ok(log.lines.length > 10, 'the log was captured');
      const rows = await t.db.selectFrom('portal_sign_in_tokens').select('id').execute();
      assert.ok(rows.length > 5);
      assert.ok(!/#token=/.test(text), 'a link appears in the log');
      assert.ok(!/"code":"\d{6}"/.test(text), 'a code appears in the log');
      assert.ok(!text.includes('taxdesk_portal='), 'a session cookie appears in the log');
    });
  },
  { app: { clock, logStream: log.stream }, config: { logLevel: 'trace' } },
);
