import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type ApiResponse } from '../../testing/harness.js';

function refreshCookie(res: ApiResponse, name = 'taxdesk_refresh'): { value: string; attributes: string } {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));
  assert.ok(header, `expected a ${name} cookie, got ${JSON.stringify(res.headers['set-cookie'])}`);
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair!.slice(name.length + 1), attributes: attributes.join('; ') };
}

describeApi('admin cookie session', (t) => {
  test('sign-in sets an HttpOnly, Secure, SameSite=Strict cookie on the session path and answers only the access token', async () => {
    const user = await t.signup('staff');
    const res = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password } });
    assertStatus(res, 200);
    assert.deepEqual(Object.keys(res.data).sort(), ['accessToken', 'expiresIn', 'tokenType']);
    const cookie = refreshCookie(res);
    assert.ok(cookie.value.length > 20);
    assert.match(cookie.attributes, /HttpOnly/);
    assert.match(cookie.attributes, /Secure/);
    assert.match(cookie.attributes, /SameSite=Strict/);
    assert.match(cookie.attributes, /Path=\/api\/auth\/session(;|$)/);
    assert.match(cookie.attributes, /Max-Age=1209600/);
    assertStatus(await t.api('GET', '/api/client', { token: res.data.accessToken }), 200);
  });

  test('refresh rotates the cookie; a spent cookie revokes the session; no cookie is 401', async () => {
    const user = await t.signup('admin');
    const first = refreshCookie(await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password } }));
    const renewed = await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${first.value}` } });
    assertStatus(renewed, 200);
    assert.equal(typeof renewed.data.accessToken, 'string');
    const second = refreshCookie(renewed);
    assert.notEqual(second.value, first.value);

    // Another client (a thief's copy): no grace, whatever the timing.
    const reused = await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${first.value}`, 'user-agent': 'curl/8.5' } });
    assertProblem(reused, 401, { code: 'refresh_token_reused' });
    assert.match(refreshCookie(reused).attributes, /Expires=Thu, 01 Jan 1970/, 'the cookie is cleared');
    assertProblem(await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${second.value}` } }), 401);
    assertProblem(await t.api('POST', '/api/auth/session/refresh'), 401, { code: 'invalid_refresh_token' });
  });

  test('sign-out revokes the session and clears the cookie; signing out twice is harmless', async () => {
    const user = await t.signup('staff');
    const cookie = refreshCookie(await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password } }));
    const out = await t.api('DELETE', '/api/auth/session', { headers: { cookie: `taxdesk_refresh=${cookie.value}` } });
    assertStatus(out, 204);
    assert.match(refreshCookie(out).attributes, /Expires=Thu, 01 Jan 1970/);
    assertProblem(await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${cookie.value}` } }), 401);
    assertStatus(await t.api('DELETE', '/api/auth/session'), 204);
  });

  test('a wrong password is 401 without a cookie; bad input is 400', async () => {
    const user = await t.signup('staff');
    const wrong = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: 'not-the-password-at-all' } });
    assertProblem(wrong, 401, { code: 'invalid_credentials' });
    assert.equal(wrong.headers['set-cookie'], undefined);
    assertProblem(await t.api('POST', '/api/auth/session', { body: { email: 'nope' } }), 400, { fields: ['email', 'password'] });
  });
});

describeApi('admin cookie session from other sites (issue 28.9)', (t) => {
  const signIn = async (headers: Record<string, string> = {}) => {
    const user = await t.signup('staff');
    return t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password }, headers });
  };
  const cookieOf = async () => `taxdesk_refresh=${refreshCookie(await signIn()).value}`;
  const hostile: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site', origin: 'https://sub.example-tax.com' }];

  test('refresh, sign-out and sign-in with the cookie are refused from another site, and change nothing', async () => {
    for (const headers of hostile) {
      const cookie = await cookieOf();
      const refresh = await t.api('POST', '/api/auth/session/refresh', { headers: { cookie, ...headers } });
      assertProblem(refresh, 403, { code: 'cross_site_request' });
      assert.equal(refresh.headers['set-cookie'], undefined, 'the cookie is neither rotated nor cleared');
      assertProblem(await t.api('DELETE', '/api/auth/session', { headers: { cookie, ...headers } }), 403, { code: 'cross_site_request' });
      assertStatus(await t.api('POST', '/api/auth/session/refresh', { headers: { cookie } }), 200);
      assertProblem(await signIn(headers), 403, { code: 'cross_site_request' });
    }
  });

  test('the admin’s own origin, the server’s own, and clients sending neither header are served', async () => {
    const admin = new URL(t.app.config.adminUrl).origin;
    const served: Array<Record<string, string>> = [{ origin: admin, 'sec-fetch-site': 'same-origin' }, { origin: 'http://localhost:80' }, { 'sec-fetch-site': 'same-origin' }, {}];
    for (const headers of served) {
      assertStatus(await signIn(headers), 200);
      assertStatus(await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: await cookieOf(), ...headers } }), 200);
      assertStatus(await t.api('DELETE', '/api/auth/session', { headers: { cookie: await cookieOf(), ...headers } }), 204);
    }
  });
});

describeApi(
  'admin cookie session over https: __Host- cookies (issue 28.9)',
  (t) => {
    test('the refresh and device cookies are __Host- prefixed, Secure, Path=/ and without Domain; the bare name is not read', async () => {
      const user = await t.signup('staff');
      const res = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password } });
      assertStatus(res, 200);
      for (const name of ['__Host-taxdesk_refresh', '__Host-taxdesk_device']) {
        const cookie = refreshCookie(res, name);
        assert.match(cookie.attributes, /Secure/);
        assert.match(cookie.attributes, /Path=\/(;|$)/);
        assert.doesNotMatch(cookie.attributes, /Domain=/i);
      }
      const value = refreshCookie(res, '__Host-taxdesk_refresh').value;
      assertProblem(await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${value}` } }), 401, { code: 'invalid_refresh_token' });
      const renewed = await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `__Host-taxdesk_refresh=${value}` } });
      assertStatus(renewed, 200);
      assert.notEqual(refreshCookie(renewed, '__Host-taxdesk_refresh').value, value);
    });
  },
  { config: { adminUrl: 'https://office.example-tax.com/admin' } },
);

const clock = manualClock('2026-11-23T09:00:00.000Z');
describeApi(
  'two tabs refreshing with one cookie (issue 28.9)',
  (t) => {
    const refresh = (cookie: string, userAgent = 'Mozilla/5.0 (tab)') =>
      t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${cookie}`, 'user-agent': userAgent } });
    const start = async () => {
      const user = await t.signup('staff');
      const res = await t.api('POST', '/api/auth/session', { body: { email: user.email, password: user.password }, headers: { 'user-agent': 'Mozilla/5.0 (tab)' } });
      return refreshCookie(res).value;
    };

    test('the second tab, sending the cookie the first just rotated, gets an access token and leaves the new cookie alone', async () => {
      const first = await start();
      const tabA = await refresh(first);
      assertStatus(tabA, 200);
      const second = refreshCookie(tabA).value;
      clock.advance(3_000);
      const tabB = await refresh(first);
      assertStatus(tabB, 200);
      assert.equal(tabB.headers['set-cookie'], undefined, 'no new refresh token: the cookie stays the one tab A got');
      assertStatus(await t.api('GET', '/api/auth/sessions', { token: tabB.data.accessToken }), 200);
      assertStatus(await refresh(second), 200);
    });

    test('a spent cookie after the grace, or from another client within it, is a reuse: the session is revoked', async () => {
      const late = await start();
      const rotated = refreshCookie(await refresh(late)).value;
      clock.advance(11_000);
      assertProblem(await refresh(late), 401, { code: 'refresh_token_reused' });
      assertProblem(await refresh(rotated), 401);

      const copied = await start();
      const next = refreshCookie(await refresh(copied)).value;
      clock.advance(1_000);
      assertProblem(await refresh(copied, 'python-requests/2.32'), 401, { code: 'refresh_token_reused' });
      assertProblem(await refresh(next), 401);
    });
  },
  { app: { clock } },
);
