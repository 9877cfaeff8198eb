import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';
import { newClient } from '../../testing/records.js';

const clock = manualClock('2026-11-23T03:00:00.000Z');
/** The largest amount one entry may have (Money's maximum): 10^15 minor units. */
const MAX_AMOUNT = 1e13;

describeApi(
  'revenue sums stay exact (issue 28.14)',
  (t) => {
    test('entries stop at the bound of the firm total, so a month of the largest amounts still reports exactly', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Large Payer');
      const statuses: number[] = [];
      // Ten of the largest entries in one month (10^16 minor units) passed 2^53 and made the report a 500 on PostgreSQL.
      for (let n = 0; n < 10; n++) {
        const res = await t.api('POST', '/api/revenue-tracking', {
          token,
          body: { clientId, description: 'Large fee', amount: MAX_AMOUNT, invoiceDate: '2030-03-15', isPaid: n % 2 === 0 },
        });
        if (res.statusCode !== 201) assertProblem(res, 409, { code: 'revenue_total_limit' });
        statuses.push(res.statusCode);
      }
      const accepted = statuses.filter((status) => status === 201).length;
      assert.equal(accepted, 4, 'four fit below 2^52 minor units, the fifth would pass it');

      const monthly = await t.api('GET', '/api/revenue-tracking/monthly', { token, query: { year: 2030 } });
      assertStatus(monthly, 200);
      const march = monthly.data.months[2];
      assert.equal(march.total, accepted * MAX_AMOUNT);
      assert.equal(march.paid, 2 * MAX_AMOUNT);
      assert.equal(march.pending, 2 * MAX_AMOUNT);
      const total = await t.api('GET', '/api/revenue-tracking/total', { token });
      assertStatus(total, 200);
      assert.equal(total.data.total, accepted * MAX_AMOUNT);
      assertStatus(await t.api('GET', '/api/admin-dashboard/summary', { token }), 200);
      assertStatus(await t.api('GET', '/api/admin-dashboard/monthly-stats', { token }), 200);

      // A correction that would pass the bound is refused too, and changes nothing.
      const small = await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, description: 'Small fee', amount: 10, invoiceDate: '2030-04-01' } });
      assertStatus(small, 201);
      const raise = await t.api('PUT', `/api/revenue-tracking/${small.data.id}`, {
        token,
        body: { description: 'Small fee', amount: MAX_AMOUNT, invoiceDate: '2030-04-01', dueDate: null, contractId: null },
      });
      assertProblem(raise, 409, { code: 'revenue_total_limit' });
      const after = await t.api('GET', '/api/revenue-tracking/monthly', { token, query: { year: 2030 } });
      assert.equal(after.data.months[3].total, 10);
    });
  },
  { app: { clock } },
);
