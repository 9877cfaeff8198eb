import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type ApiResponse } from '../../testing/harness.js';

function refreshCookie(res: ApiResponse): { value: string; attributes: string } {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('taxdesk_refresh='));
  assert.ok(header, `expected a taxdesk_refresh cookie, got ${JSON.stringify(res.headers['set-cookie'])}`);
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair!.slice('taxdesk_refresh='.length), attributes: attributes.join('; ') };
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

    const reused = await t.api('POST', '/api/auth/session/refresh', { headers: { cookie: `taxdesk_refresh=${first.value}` } });
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
