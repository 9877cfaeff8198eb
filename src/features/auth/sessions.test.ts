import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const DAY_S = 86_400;
const DAY_MS = DAY_S * 1000;
const MINUTE_MS = 60_000;

async function signIn(t: TestContext, user: { email: string; password: string }, userAgent: string) {
  const res = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password }, headers: { 'user-agent': userAgent } });
  assertStatus(res, 200);
  return res.data as { accessToken: string; refreshToken: string; refreshExpiresIn: number };
}

describeApi('session management: list and revoke', (t) => {
  const list = (token?: string) => t.api('GET', '/api/auth/sessions', { token });

  test('GET /api/auth/sessions lists my live sessions with device, address and times, the current one marked', async () => {
    const user = await t.signup('staff');
    const laptop = await signIn(t, user, 'Laptop Firefox');
    const phone = await signIn(t, user, 'Phone Safari');
    const other = await t.signup('staff');
    await signIn(t, other, 'Someone else');

    const res = await list(phone.accessToken);
    assertStatus(res, 200);
    const items = res.data.items as Array<Record<string, unknown>>;
    assert.deepEqual(items.map((item) => item.userAgent).sort(), ['Laptop Firefox', 'Phone Safari']);
    const current = items.filter((item) => item.current);
    assert.equal(current.length, 1);
    assert.equal(current[0]!.userAgent, 'Phone Safari');
    for (const item of items) {
      assert.equal(item.ip, '127.0.0.1');
      assert.match(String(item.createdAt), /Z$/);
      assert.match(String(item.lastUsedAt), /Z$/);
      assert.equal(typeof item.id, 'number');
    }
    assertStatus(await list(laptop.accessToken), 200);
  });

  test('GET /api/auth/sessions needs a token', async () => {
    assertProblem(await list(), 401, { code: 'unauthorized' });
  });

  test('DELETE /api/auth/sessions/{id} revokes one of my sessions: its refresh and access tokens stop', async () => {
    const user = await t.signup('staff');
    const keep = await signIn(t, user, 'Keep');
    const drop = await signIn(t, user, 'Drop');
    const items = (await list(keep.accessToken)).data.items as Array<{ id: number; userAgent: string }>;
    const target = items.find((item) => item.userAgent === 'Drop');
    assert.ok(target);
    assertStatus(await t.api('DELETE', `/api/auth/sessions/${target.id}`, { token: keep.accessToken }), 204);
    assertProblem(await t.api('GET', '/api/users/me', { token: drop.accessToken }), 401, { code: 'session_ended' });
    assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: drop.refreshToken } }), 401, { code: 'invalid_refresh_token' });
    assertStatus(await t.api('GET', '/api/users/me', { token: keep.accessToken }), 200);
    const left = (await list(keep.accessToken)).data.items as Array<{ userAgent: string }>;
    assert.deepEqual(left.map((item) => item.userAgent), ['Keep']);
    // Already revoked: there is no live session with that id any more.
    assertProblem(await t.api('DELETE', `/api/auth/sessions/${target.id}`, { token: keep.accessToken }), 404, { code: 'not_found' });
  });

  test("DELETE /api/auth/sessions/{id}: another user's session is 404 and stays; bad id 400; no token 401", async () => {
    const owner = await t.signup('staff');
    const intruder = await t.signup('admin');
    const ownerSession = await signIn(t, owner, 'Owner');
    const intruderSession = await signIn(t, intruder, 'Intruder');
    const ownerId = ((await list(ownerSession.accessToken)).data.items as Array<{ id: number }>)[0]!.id;
    assertProblem(await t.api('DELETE', `/api/auth/sessions/${ownerId}`, { token: intruderSession.accessToken }), 404, { code: 'not_found' });
    assertStatus(await t.api('GET', '/api/users/me', { token: ownerSession.accessToken }), 200);
    assertProblem(await t.api('DELETE', '/api/auth/sessions/999999', { token: ownerSession.accessToken }), 404, { code: 'not_found' });
    assertProblem(await t.api('DELETE', '/api/auth/sessions/abc', { token: ownerSession.accessToken }), 400, { fields: ['id'] });
    assertProblem(await t.api('DELETE', `/api/auth/sessions/${ownerId}`), 401, { code: 'unauthorized' });
  });

  test('revoking the current session is signing out', async () => {
    const user = await t.signup('staff');
    const session = await signIn(t, user, 'Only');
    const [mine] = (await list(session.accessToken)).data.items as Array<{ id: number }>;
    assertStatus(await t.api('DELETE', `/api/auth/sessions/${mine!.id}`, { token: session.accessToken }), 204);
    assertProblem(await list(session.accessToken), 401, { code: 'session_ended' });
  });

  test('DELETE /api/auth/sessions signs out everywhere else and keeps the current session', async () => {
    const user = await t.signup('staff');
    const here = await signIn(t, user, 'Here');
    const there = await signIn(t, user, 'There');
    const yonder = await signIn(t, user, 'Yonder');
    assertStatus(await t.api('DELETE', '/api/auth/sessions', { token: here.accessToken }), 204);
    for (const gone of [there, yonder]) {
      assertProblem(await t.api('GET', '/api/users/me', { token: gone.accessToken }), 401, { code: 'session_ended' });
      assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: gone.refreshToken } }), 401);
    }
    const left = (await list(here.accessToken)).data.items as Array<{ userAgent: string; current: boolean }>;
    assert.deepEqual(left.map((item) => [item.userAgent, item.current]), [['Here', true]]);
    assertStatus(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: here.refreshToken } }), 200);
    assertProblem(await t.api('DELETE', '/api/auth/sessions'), 401, { code: 'unauthorized' });
  });

  test('DELETE /api/users/{id}/sessions: admin only (403), unknown user 404, bad id 400, no token 401', async () => {
    const user = await t.signup('staff');
    const session = await signIn(t, user, 'Victim');
    const staffToken = await t.token('staff');
    assertProblem(await t.api('DELETE', `/api/users/${user.id}/sessions`, { token: staffToken }), 403, { code: 'forbidden' });
    assertStatus(await t.api('GET', '/api/users/me', { token: session.accessToken }), 200);
    const adminToken = await t.token('admin');
    assertProblem(await t.api('DELETE', '/api/users/999999/sessions', { token: adminToken }), 404, { code: 'not_found' });
    assertProblem(await t.api('DELETE', '/api/users/x/sessions', { token: adminToken }), 400, { fields: ['id'] });
    assertProblem(await t.api('DELETE', `/api/users/${user.id}/sessions`), 401, { code: 'unauthorized' });
    assertStatus(await t.api('DELETE', `/api/users/${user.id}/sessions`, { token: adminToken }), 204);
    assertProblem(await t.api('GET', '/api/users/me', { token: session.accessToken }), 401, { code: 'session_ended' });
  });
});

const clock = manualClock('2026-11-23T12:00:00.000Z');

describeApi(
  'sessions end: absolute and idle lifetimes',
  (t) => {
    const refresh = (refreshToken: string) => t.api('POST', '/api/auth/refresh', { body: { refreshToken } });

    test('refreshing never extends a session past SESSION_MAX_AGE_SECONDS from sign-in', async () => {
      const user = await t.signup('staff');
      let pair = await signIn(t, user, 'Desk');
      assert.equal(pair.refreshExpiresIn, 14 * DAY_S);
      // Refreshed every 10 days: the idle lifetime never lapses, the absolute one does.
      for (let day = 10; day <= 20; day += 10) {
        clock.advance(10 * DAY_MS);
        const res = await refresh(pair.refreshToken);
        assertStatus(res, 200);
        pair = res.data;
      }
      // Day 20: the next refresh token lapses at day 30 (sign-in + 30 days), not at day 34.
      assert.equal(pair.refreshExpiresIn, 10 * DAY_S);
      // Five minutes before day 30 a refresh still works, and its access token with it.
      clock.advance(10 * DAY_MS - 5 * MINUTE_MS);
      const last = await refresh(pair.refreshToken);
      assertStatus(last, 200);
      pair = last.data;
      assertStatus(await t.api('GET', '/api/users/me', { token: pair.accessToken }), 200);
      clock.advance(5 * MINUTE_MS);
      // Day 30: over. The access token of the last refresh, itself still unexpired, is refused as well.
      assertProblem(await refresh(pair.refreshToken), 401);
      assertProblem(await t.api('GET', '/api/users/me', { token: pair.accessToken }), 401, { code: 'session_ended' });
      assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } }), 200);
    });

    test('a refresh token still within its idle lifetime is refused past the absolute lifetime (session_expired)', async () => {
      const user = await t.signup('staff');
      let pair = await signIn(t, user, 'Desk');
      for (let step = 0; step < 2; step++) {
        clock.advance(13 * DAY_MS);
        const res = await refresh(pair.refreshToken);
        assertStatus(res, 200);
        pair = res.data;
      }
      // Pretend the setting was longer when the token was issued: the session row decides.
      await t.db.updateTable('refresh_tokens').set({ expires_at: new Date(clock.now().getTime() + 14 * DAY_MS).toISOString() }).execute();
      clock.advance(5 * DAY_MS);
      assertProblem(await refresh(pair.refreshToken), 401, { code: 'session_expired' });
    });

    test('a session unused for REFRESH_TOKEN_TTL_SECONDS ends (idle lifetime)', async () => {
      const user = await t.signup('staff');
      const pair = await signIn(t, user, 'Desk');
      clock.advance(14 * DAY_MS + 1000);
      assertProblem(await refresh(pair.refreshToken), 401, { code: 'invalid_refresh_token' });
      const fresh = await signIn(t, user, 'Desk');
      assert.deepEqual(((await t.api('GET', '/api/auth/sessions', { token: fresh.accessToken })).data.items as unknown[]).length, 1);
    });

    test('the list shows when a session was last used', async () => {
      const user = await t.signup('staff');
      const signedInAt = clock.now().toISOString();
      const first = await signIn(t, user, 'Desk');
      clock.advance(DAY_MS);
      const renewed = await refresh(first.refreshToken);
      assertStatus(renewed, 200);
      const [session] = (await t.api('GET', '/api/auth/sessions', { token: renewed.data.accessToken })).data.items;
      assert.equal(session.createdAt, signedInAt);
      assert.equal(session.lastUsedAt, clock.now().toISOString());
      assert.equal(session.current, true);
    });
  },
  { app: { clock } },
);
