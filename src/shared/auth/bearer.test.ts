import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { createSigner } from 'fast-jwt';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, TEST_JWT_SECRET } from '../../testing/harness.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function handMade(header: object, payload: object, secret = TEST_JWT_SECRET, algorithm = 'sha256'): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac(algorithm, secret).update(body).digest('base64url')}`;
}

function claims(subject: { id: number; sid: string }, extra: object = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { sub: String(subject.id), role: 'admin', sid: subject.sid, typ: 'access', jti: 'j1', iat: now, exp: now + 600, iss: 'taxdesk', aud: 'taxdesk-api', ...extra };
}

describeApi('the Bearer policy', (t) => {
  const me = (token: string) => t.api('GET', '/api/users/me', { token });
  const HS256 = { alg: 'HS256', typ: 'JWT' };
  /** A user with a live session, so that each forgery below is refused for its own flaw only. */
  const subject = async (role: 'admin' | 'staff') => {
    const id = await t.createUser(role);
    return { id, sid: await t.session(id) };
  };

  test('a genuine hand-made token is accepted (the forgeries below differ in one thing each)', async () => {
    const id = await subject('admin');
    assertStatus(await me(handMade(HS256, claims(id))), 200);
  });

  test('alg "none" is refused', async () => {
    const id = await subject('admin');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(id))}.`;
    const res = await me(unsigned);
    assertProblem(res, 401, { code: 'invalid_token' });
    assert.match(String(res.headers['www-authenticate']), /error="invalid_token"/);
  });

  test('a tampered payload (signature kept) is refused', async () => {
    const staff = await subject('staff');
    const genuine = handMade(HS256, claims(staff, { role: 'staff' }));
    const [header, , signature] = genuine.split('.');
    assertProblem(await me(`${header}.${b64(claims(staff, { role: 'admin' }))}.${signature}`), 401, { code: 'invalid_token' });
  });

  test('a token signed with another key, or another algorithm, is refused', async () => {
    const id = await subject('admin');
    assertProblem(await me(handMade(HS256, claims(id), 'some-other-secret-of-sufficient-length-000')), 401);
    assertProblem(await me(handMade({ alg: 'HS512', typ: 'JWT' }, claims(id), TEST_JWT_SECRET, 'sha512')), 401);
  });

  test('an expired token is refused as expired', async () => {
    const id = await subject('admin');
    const past = Math.floor(Date.now() / 1000) - 3600;
    assertProblem(await me(handMade(HS256, claims(id, { iat: past, exp: past + 60 }))), 401, { code: 'token_expired' });
  });

  test('wrong audience or issuer is refused', async () => {
    const id = await subject('admin');
    assertProblem(await me(handMade(HS256, claims(id, { aud: 'another-api' }))), 401);
    assertProblem(await me(handMade(HS256, claims(id, { iss: 'someone-else' }))), 401);
  });

  test('only access tokens are accepted: other types and missing claims are refused', async () => {
    const id = await subject('admin');
    assertProblem(await me(handMade(HS256, claims(id, { typ: 'refresh' }))), 401);
    assertProblem(await me(handMade(HS256, claims(id, { typ: 'reset' }))), 401);
    const { typ: _typ, ...withoutType } = claims(id);
    assertProblem(await me(handMade(HS256, withoutType)), 401);
    assertProblem(await me(handMade(HS256, claims(id, { role: 'root' }))), 401);
    // The same library and key, but not our claims.
    const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', iss: 'taxdesk', aud: 'taxdesk-api' });
    assertProblem(await me(sign({ sub: String(id.id) })), 401);
  });

  test('a refresh token is not an access token', async () => {
    const user = await t.signup('staff');
    const pair = await t.login(user.email, user.password);
    assertProblem(await me(pair.refreshToken), 401, { code: 'invalid_token' });
  });

  test('a genuine token of an unknown session, or of another user\'s session, is refused', async () => {
    const id = await subject('admin');
    assertProblem(await me(handMade(HS256, claims({ ...id, sid: 'no-such-session' }))), 401, { code: 'session_ended' });
    const other = await subject('admin');
    assertProblem(await me(handMade(HS256, claims({ id: id.id, sid: other.sid }))), 401, { code: 'session_ended' });
  });

  test('malformed Authorization headers are refused', async () => {
    for (const header of ['Bearer', 'Basic dXNlcjpwYXNz', 'Bearer a.b', 'Token abc.def.ghi']) {
      assertProblem(await t.api('GET', '/api/users/me', { headers: { authorization: header } }), 401);
    }
  });
});

const START = '2031-03-01T09:00:00.000Z';
const clock = manualClock(START);

describeApi(
  "access tokens live by the app's clock",
  (t) => {
    test('issued at the clock\'s time, refused as expired once the clock passes their expiry', async () => {
      clock.set(START); // each database's suite starts from the same instant
      const token = await t.token('staff');
      const [, payload] = token.split('.');
      const { iat, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iat: number; exp: number };
      assert.equal(iat, Date.parse(START) / 1000);
      assert.equal(exp - iat, t.app.tokens.accessTtlSeconds);
      clock.advance((t.app.tokens.accessTtlSeconds - 1) * 1000);
      assertStatus(await t.api('GET', '/api/users/me', { token }), 200);
      clock.advance(1000);
      assertProblem(await t.api('GET', '/api/users/me', { token }), 401, { code: 'token_expired' });
      // A token signed now for the same session is good again.
      assertStatus(await t.api('GET', '/api/users/me', { token: await t.token('staff') }), 200);
    });
  },
  { app: { clock } },
);
