/*
 * Issue 28.3: reads are budgeted per signed-in user (READ_RATE_LIMIT_PER_MINUTE), in the shared
 * counter store, so one user cannot keep every instance busy with reports.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';
import { leaseSize } from './read-budget.js';

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

test('a lease is a twentieth of the budget, at most 100 reads, and every read on its own under 40', () => {
  assert.deepEqual([1, 5, 39, 40, 600, 2000, 1_000_000].map(leaseSize), [1, 1, 1, 2, 30, 100, 100]);
});

const LEASED_BUDGET = 100;
const leasedClock = manualClock('2026-03-02T09:00:00.000Z');

describeApi(
  'read budget in leases: one counter write for several reads (issue 32, performance)',
  (t) => {
    const staff = async () => {
      const id = await t.createUser('staff');
      return { id, token: t.app.tokens.signAccess({ userId: id, role: 'staff', sessionId: await t.session(id) }) };
    };
    const counted = async (userId: number) =>
      Number((await t.db.selectFrom('rate_limit_counters').select('count').where('key', '=', `reads:staff:${userId}`).executeTakeFirst())?.count ?? 0);

    test('one instance: exactly the budget, each counter write reserving a lease of five; past it 429 without another write', async () => {
      const { token, id } = await staff();
      for (let i = 0; i < LEASED_BUDGET; i++) {
        assertStatus(await t.api('GET', '/api/users/me', { token }), 200);
        // The shared count is never below the reads made: it runs ahead by what the lease holds.
        const count = await counted(id);
        assert.ok(count >= i + 1 && count <= i + leaseSize(LEASED_BUDGET) && count % leaseSize(LEASED_BUDGET) === 0, `read ${i + 1}: counted ${count}`);
      }
      assertProblem(await t.api('GET', '/api/users/me', { token }), 429, { code: 'rate_limited' });
      const spent = await counted(id);
      assertProblem(await t.api('GET', '/api/users/me', { token }), 429, { code: 'rate_limited' });
      assert.equal(await counted(id), spent, 'a spent window is refused from memory');
      leasedClock.advance(60_000);
      assertStatus(await t.api('GET', '/api/users/me', { token }), 200);
    });

    test('two instances together never allow more than the budget, and refuse at most a lease less one per instance early', async () => {
      const { token } = await staff();
      const other = await t.otherInstance({ readRateLimitPerMinute: LEASED_BUDGET }, { clock: leasedClock });
      try {
        let allowed = 0;
        const open = { here: true, there: true };
        for (let i = 0; open.here || open.there; i++) {
          const here = i % 2 === 0;
          if (!(here ? open.here : open.there)) continue;
          const response = here
            ? await t.api('GET', '/api/users/me', { token })
            : await other.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
          if (response.statusCode === 200) allowed++;
          else {
            assert.equal(response.statusCode, 429, response.body);
            open[here ? 'here' : 'there'] = false;
          }
        }
        assert.ok(allowed <= LEASED_BUDGET && allowed >= LEASED_BUDGET - 2 * (leaseSize(LEASED_BUDGET) - 1), `allowed ${allowed}`);
      } finally {
        await other.close();
      }
    });

    test('concurrent reads share one refill and still count exactly', async () => {
      const { token, id } = await staff();
      const answers = await Promise.all(Array.from({ length: 12 }, () => t.api('GET', '/api/users/me', { token })));
      assertEvery(answers, (answer) => answer.statusCode === 200);
      const count = await counted(id);
      assert.ok(count >= 12 && count < 12 + leaseSize(LEASED_BUDGET), `counted ${count}`);
    });
  },
  { config: { readRateLimitPerMinute: LEASED_BUDGET }, app: { clock: leasedClock } },
);
