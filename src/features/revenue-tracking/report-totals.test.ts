/*
 * The reports (total, monthly, the dashboard's revenue figures) and the counts of the revenue
 * lists read revenue_daily_totals and revenue_monthly_totals (all-time, per month, and the lists'
 * counts without a date range), which every write keeps in step. These tests compare every report
 * with a sum computed here from the entries themselves (read through the list), after each kind of
 * write.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as dailyTotalsMigration from '../../db/migrations/0016_revenue_daily_totals.js';
import * as monthlyTotalsMigration from '../../db/migrations/0024_dashboard_months.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient, newContract } from '../../testing/records.js';

const clock = manualClock('2026-11-23T03:00:00.000Z');

interface Entry {
  id: number;
  amount: number;
  invoiceDate: string;
  isPaid: boolean;
}

async function create(t: TestContext, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { description: 'Fee', ...body } });
  assertStatus(res, 201);
  return res.data.id;
}

async function markPaid(t: TestContext, id: number) {
  return t.api('PUT', `/api/revenue-tracking/${id}/paid`, { token: await t.token(), body: {} });
}

/** Every entry, through the list's pages until a short one (not trusting its count, which is under test). */
async function allEntries(t: TestContext): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page++) {
    const res = await t.api('GET', '/api/revenue-tracking', { token: await t.token(), query: { page, pageSize: 100 } });
    assertStatus(res, 200);
    entries.push(...(res.data.items as Entry[]));
    if (res.data.items.length < 100) return entries;
  }
}

/** The list counts (filters without a client are counted from the daily totals) against the entries. */
async function assertCountsMatch(t: TestContext, entries: Entry[]): Promise<void> {
  const token = await t.token();
  const count = async (url: string, query: Record<string, unknown>) => {
    const res = await t.api('GET', url, { token, query: { pageSize: 1, ...query } });
    assertStatus(res, 200);
    return { totalCount: res.data.totalCount, totalPages: res.data.totalPages };
  };
  const expect = (n: number) => ({ totalCount: n, totalPages: n });
  const unpaid = entries.filter((e) => !e.isPaid);
  assert.deepEqual(await count('/api/revenue-tracking', {}), expect(entries.length), 'list count');
  assert.deepEqual(await count('/api/revenue-tracking', { isPaid: true }), expect(entries.length - unpaid.length), 'paid count');
  assert.deepEqual(await count('/api/revenue-tracking', { isPaid: false }), expect(unpaid.length), 'unpaid count');
  const inRange = between(entries, '2025-12-31', '2026-02-01');
  assert.deepEqual(await count('/api/revenue-tracking', { from: '2025-12-31', to: '2026-02-01' }), expect(inRange.length), 'count in a range');
  const unpaidInRange = inRange.filter((e) => !e.isPaid).length;
  assert.deepEqual(await count('/api/revenue-tracking', { isPaid: false, from: '2025-12-31', to: '2026-02-01' }), expect(unpaidInRange), 'unpaid in a range');
  assert.deepEqual(await count('/api/revenue-tracking/pending', {}), expect(unpaid.length), 'pending count');
}

/** Sums in cents, as the database keeps them, then back to currency units. */
function sums(entries: Entry[]) {
  const cents = (amount: number) => Math.round(amount * 100);
  const total = entries.reduce((sum, e) => sum + cents(e.amount), 0);
  const paid = entries.filter((e) => e.isPaid).reduce((sum, e) => sum + cents(e.amount), 0);
  return { total: total / 100, paid: paid / 100, pending: (total - paid) / 100, count: entries.length };
}

const between = (entries: Entry[], from: string, to: string) => entries.filter((e) => e.invoiceDate >= from && e.invoiceDate <= to);
const monthOf = (entries: Entry[], month: string) => entries.filter((e) => e.invoiceDate.startsWith(month));

/** Every report against a computation from scratch; answers the all-time figures for further checks. */
async function assertReportsMatch(t: TestContext): Promise<ReturnType<typeof sums>> {
  const token = await t.token();
  const entries = await allEntries(t);
  assert.ok(entries.length > 0, 'there are entries to sum');
  const all = sums(entries);
  await assertCountsMatch(t, entries);
  assert.deepEqual((await t.api('GET', '/api/revenue-tracking/total', { token })).data, all, 'all-time total');
  const range = await t.api('GET', '/api/revenue-tracking/total', { token, query: { from: '2025-12-31', to: '2026-02-01' } });
  assert.deepEqual(range.data, sums(between(entries, '2025-12-31', '2026-02-01')), 'a range across months, both ends included');
  for (const year of [2025, 2026]) {
    const monthly = await t.api('GET', '/api/revenue-tracking/monthly', { token, query: { year } });
    assertStatus(monthly, 200);
    monthly.data.months.forEach((row: { month: number }, index: number) => {
      const month = `${year}-${String(index + 1).padStart(2, '0')}`;
      assert.deepEqual(row, { month: index + 1, ...sums(monthOf(entries, month)) }, `monthly ${month}`);
    });
  }
  const summary = await t.api('GET', '/api/admin-dashboard/summary', { token });
  assertStatus(summary, 200);
  assert.equal(summary.data.unpaidRevenue, all.pending, 'dashboard: unpaid revenue');
  assert.equal(summary.data.revenueThisMonth, sums(monthOf(entries, '2026-11')).total, 'dashboard: revenue this month');
  const stats = await t.api('GET', '/api/admin-dashboard/monthly-stats', { token, query: { months: 12 } });
  assertStatus(stats, 200);
  for (const row of stats.data.months as Array<{ month: string; revenue: number; paid: number }>) {
    const expected = sums(monthOf(entries, row.month));
    assert.deepEqual({ revenue: row.revenue, paid: row.paid }, { revenue: expected.total, paid: expected.paid }, `dashboard month ${row.month}`);
  }
  return all;
}

describeApi(
  'revenue reports kept on write',
  (t) => {
    test('creates, payments, refused writes and a deleted client: every report matches the entries', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const ids = [];
      for (const [amount, invoiceDate, isPaid] of [
        [0.1, '2025-12-31', false],
        [0.2, '2026-01-01', true],
        [1234.56, '2026-01-31', false],
        [99_999_999.99, '2026-02-01', false],
        [10, '2026-11-01', false],
        [20.05, '2026-11-23', true],
        [7, '2026-11-30', false],
      ] as const) {
        ids.push(await create(t, { clientId, amount, invoiceDate, isPaid }));
      }
      await assertReportsMatch(t);

      for (const id of [ids[0]!, ids[3]!, ids[4]!]) assertStatus(await markPaid(t, id), 200);
      const afterPayments = await assertReportsMatch(t);
      assert.equal(afterPayments.pending, 1241.56, 'only the unpaid entries are pending');

      assertProblem(await markPaid(t, ids[0]!), 409, { code: 'revenue_already_paid' });
      const other = await newContract(t, await newClient(t));
      assertProblem(await t.api('POST', '/api/revenue-tracking', { token, body: { clientId, contractId: other, description: 'x', amount: 5, invoiceDate: '2026-11-02' } }), 400, {
        code: 'contract_not_for_client',
      });
      assert.deepEqual(await assertReportsMatch(t), afterPayments, 'refused writes change no figure');

      await deleteClient(t, clientId);
      assert.deepEqual(await assertReportsMatch(t), afterPayments, "a deleted client's revenue still counts");
    });

    test('concurrent creates and payments on the same day add up without losing any', async () => {
      const clientId = await newClient(t);
      const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => create(t, { clientId, amount: 100 + i, invoiceDate: '2026-01-15', isPaid: i % 4 === 0 })));
      const unpaid = ids.filter((_, i) => i % 4 !== 0);
      // Each unpaid entry paid by three racers at once: exactly one lands, and is added once.
      const results = await Promise.all(unpaid.flatMap((id) => [markPaid(t, id), markPaid(t, id), markPaid(t, id)]));
      assert.equal(results.filter((res) => res.statusCode === 200).length, unpaid.length);
      assert.equal(results.filter((res) => res.statusCode === 409).length, unpaid.length * 2);
      await assertReportsMatch(t);
      const day = await t.api('GET', '/api/revenue-tracking/total', { token: await t.token(), query: { from: '2026-01-15', to: '2026-01-15' } });
      assert.deepEqual(day.data, { total: 2676, paid: 2676, pending: 0, count: 24 });
    });

    test('concurrent creates on different days of one month add up in its monthly row', async () => {
      const clientId = await newClient(t);
      await Promise.all(Array.from({ length: 12 }, (_, i) => create(t, { clientId, amount: 10 + i, invoiceDate: `2026-06-${String(i + 1).padStart(2, '0')}`, isPaid: i % 3 === 0 })));
      await assertReportsMatch(t);
      const monthly = await t.api('GET', '/api/revenue-tracking/monthly', { token: await t.token(), query: { year: 2026 } });
      assert.deepEqual(monthly.data.months[5], { month: 6, total: 186, paid: 58, pending: 128, count: 12 });
    });

    test('the migration builds the totals from the entries that exist', async () => {
      const clientId = await newClient(t);
      await create(t, { clientId, amount: 55.55, invoiceDate: '2026-03-03', isPaid: true });
      const before = await assertReportsMatch(t);
      await dailyTotalsMigration.down(t.db);
      await dailyTotalsMigration.up(t.db);
      assert.deepEqual(await assertReportsMatch(t), before);
    });

    test('migration 0024 builds the monthly totals from the daily totals', async () => {
      const clientId = await newClient(t);
      await create(t, { clientId, amount: 12.34, invoiceDate: '2026-04-30', isPaid: false });
      await create(t, { clientId, amount: 0.66, invoiceDate: '2026-04-01', isPaid: true });
      const before = await assertReportsMatch(t);
      await t.db.deleteFrom('revenue_monthly_totals').execute();
      const emptied = await t.api('GET', '/api/revenue-tracking/total', { token: await t.token() });
      assert.equal(emptied.data.count, 0, 'the all-time total reads the monthly totals');
      const token = await t.token();
      for (const [url, query] of [
        ['/api/revenue-tracking', {}],
        ['/api/revenue-tracking', { isPaid: false }],
        ['/api/revenue-tracking', { isPaid: true }],
        ['/api/revenue-tracking/pending', {}],
      ] as const) {
        const list = await t.api('GET', url, { token, query });
        assertStatus(list, 200);
        assert.equal(list.data.totalCount, 0, `${url} ${JSON.stringify(query)}: without a range the list counts from the monthly totals`);
      }
      await monthlyTotalsMigration.down(t.db);
      await monthlyTotalsMigration.up(t.db);
      assert.deepEqual(await assertReportsMatch(t), before);
    });
  },
  { app: { clock } },
);
