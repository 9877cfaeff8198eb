import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashOpaqueToken } from '../../shared/auth/tokens.js';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

describeApi('POST /api/auth/refresh', (t) => {
  const refresh = (refreshToken: string) => t.api('POST', '/api/auth/refresh', { body: { refreshToken } });

  test('rotates: a new pair, same session, and the old refresh token is spent', async () => {
    const user = await t.signup('staff');
    const first = await t.login(user.email, user.password);
    const second = await refresh(first.refreshToken);
    assertStatus(second, 200);
    assert.notEqual(second.data.refreshToken, first.refreshToken);
    assert.notEqual(second.data.accessToken, first.accessToken);
    assert.equal(second.headers['cache-control'], 'no-store');
    assertStatus(await t.api('GET', '/api/users/me', { token: second.data.accessToken }), 200);
    const third = await refresh(second.data.refreshToken);
    assertStatus(third, 200);
  });

  test('reusing a spent refresh token revokes the whole family', async () => {
    const user = await t.signup('staff');
    const stolen = await t.login(user.email, user.password);
    const legit = await refresh(stolen.refreshToken);
    assertStatus(legit, 200);
    const replay = await refresh(stolen.refreshToken);
    assertProblem(replay, 401, { code: 'refresh_token_reused' });
    // The newest token of the family is dead too: both holders must sign in again.
    assertProblem(await refresh(legit.data.refreshToken), 401, { code: 'invalid_refresh_token' });
    // Another session of the same user is unaffected.
    const other = await t.login(user.email, user.password);
    assertStatus(await refresh(other.refreshToken), 200);
  });

  test('two concurrent refreshes with one token: exactly one wins, the family is revoked', async () => {
    const user = await t.signup('staff');
    const pair = await t.login(user.email, user.password);
    const results = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    const statuses = results.map((res) => res.statusCode).sort();
    assert.deepEqual(statuses, [200, 401]);
    const winner = results.find((res) => res.statusCode === 200)!;
    assertProblem(await refresh(winner.data.refreshToken), 401);
  });

  test('refresh tokens are stored only as hashes', async () => {
    const user = await t.signup('staff');
    const pair = await t.login(user.email, user.password);
    const stored = await t.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.family_id', 'refresh_tokens.family_id')
      .select('refresh_tokens.token_hash')
      .where('sessions.user_id', '=', user.id)
      .execute();
    assert.ok(stored.length > 0);
    assertEvery(stored, (row) => row.token_hash !== pair.refreshToken);
    assert.ok(stored.some((row) => row.token_hash === hashOpaqueToken(pair.refreshToken)));
  });

  test('unknown, expired and malformed tokens are refused', async () => {
    assertProblem(await refresh('definitely-not-a-token'), 401, { code: 'invalid_refresh_token' });
    assertProblem(await refresh('x'.repeat(43)), 401, { code: 'invalid_refresh_token' });
    const user = await t.signup('staff');
    const pair = await t.login(user.email, user.password);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(t.app.clock.now().getTime() - 1000).toISOString() })
      .where('token_hash', '=', hashOpaqueToken(pair.refreshToken))
      .execute();
    assertProblem(await refresh(pair.refreshToken), 401, { code: 'invalid_refresh_token' });
    // An access token is not a refresh token.
    const fresh = await t.login(user.email, user.password);
    assertProblem(await refresh(fresh.accessToken), 400, { fields: ['refreshToken'] });
  });

  test('a disabled user cannot refresh', async () => {
    const user = await t.signup('staff');
    const pair = await t.login(user.email, user.password);
    await t.db.updateTable('users').set({ disabled_at: t.app.clock.now().toISOString() }).where('id', '=', user.id).execute();
    assertProblem(await refresh(pair.refreshToken), 401);
  });

  test('bad input is 400', async () => {
    assertProblem(await t.api('POST', '/api/auth/refresh', { body: {} }), 400, { fields: ['refreshToken'] });
    assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: 'x', userId: 1 } }), 400, { fields: ['userId'] });
  });
});
