/*
 * Issue 28.3: reads are budgeted per signed-in user (READ_RATE_LIMIT_PER_MINUTE), in the shared
 * counter store, so one user cannot keep every instance busy with reports.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';

const BUDGET = 5;
const clock = manualClock('2026-03-02T09:00:00.000Z');

describeApi(
  'read budget per user (issue 28.3)',
  (t) => {
    test('past the budget a user is 429 with Retry-After, on every instance; other users, writes and public reads are not; the next minute reads again', async () => {
      const staff = await t.token('staff');
      const admin = await t.token('admin');
      for (let i = 0; i < BUDGET; i++) assertStatus(await t.api('GET', '/api/users/me', { token: staff }), 200);
      const over = await t.api('GET', '/api/deadlines', { token: staff });
      assertProblem(over, 429, { code: 'rate_limited' });
      assert.ok(Number(over.headers['retry-after']) >= 1 && Number(over.headers['retry-after']) <= 60, String(over.headers['retry-after']));
      // The count is shared: another instance refuses the same user too.
      const other = await t.otherInstance({ readRateLimitPerMinute: BUDGET }, { clock });
      try {
        const elsewhere = await other.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${staff}` } });
        assert.equal(elsewhere.statusCode, 429, elsewhere.body);
      } finally {
        await other.close();
      }
      assertStatus(await t.api('GET', '/api/users/me', { token: admin }), 200);
      assertStatus(await t.api('PUT', '/api/users/me/mail-preferences', { token: staff, body: { digest: false, newInquiries: false } }), 200);
      assertStatus(await t.api('GET', '/healthz'), 200);
      clock.advance(60_000);
      assertStatus(await t.api('GET', '/api/users/me', { token: staff }), 200);
    });

    test('no token is still 401, not counted against anyone', async () => {
      for (let i = 0; i < BUDGET + 2; i++) assertProblem(await t.api('GET', '/api/users/me'), 401);
    });
  },
  { config: { readRateLimitPerMinute: BUDGET }, app: { clock } },
);
