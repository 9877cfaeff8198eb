import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { KyselyPlugin } from 'kysely';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient } from '../../testing/records.js';

// 15:30 UTC on Nov 30 is already Dec 1 in Seoul: the dashboard's "this month" is December.
const clock = manualClock('2026-11-30T15:30:00.000Z');

async function post(t: TestContext, url: string, body: Record<string, unknown>) {
  const res = await t.api('POST', url, { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data;
}

/** Counts the statements the app sends while `work` runs. */
async function countQueries(t: TestContext, work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    // Called once per statement executed (transformQuery also runs for every subquery built).
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  await t.withQueryPlugin(counter, work);
  return statements;
}

describeApi(
  'admin dashboard',
  (t) => {
    test('starts at zeros on an empty office', async () => {
      const res = await t.api('GET', '/api/admin-dashboard/summary', { token: await t.token('staff') });
      assertStatus(res, 200);
      assert.deepEqual(res.data, {
        today: '2026-12-01',
        activeClients: 0,
        newInquiries: 0,
        pendingSchedules: 0,
        filingsDueIn30Days: 0,
        overdueFilings: 0,
        unpaidRevenue: 0,
        revenueThisMonth: 0,
        publishedPosts: 0,
      });
    });

    test('summary counts what each card says, in the firm calendar, leaving deleted clients out of the work views', async () => {
      const token = await t.token();
      const active = await newClient(t, 'Active One');
      const inactive = await post(t, '/api/client', { name: 'Dormant', clientType: 'individual', status: 'inactive' });
      const gone = await newClient(t, 'Gone');
      const inquiry = await t.api('POST', '/api/inquiry', { body: { name: 'Asker', email: 'asker@example.com', subject: 'VAT', message: 'Help with VAT please' } });
      assertStatus(inquiry, 201);
      // Due today (Dec 1 in Seoul), in exactly 30 days, in 31 days, overdue; plus an open filing due in 10 days.
      await post(t, '/api/taxfilingschedule', { clientId: active, taxType: 'VAT', dueDate: '2026-12-01' });
      await post(t, '/api/taxfilingschedule', { clientId: active, taxType: 'VAT', dueDate: '2026-12-31' });
      await post(t, '/api/taxfilingschedule', { clientId: active, taxType: 'VAT', dueDate: '2027-01-01' });
      await post(t, '/api/taxfilingschedule', { clientId: active, taxType: 'VAT', dueDate: '2026-11-30' });
      await post(t, '/api/taxfiling', { clientId: active, taxType: 'income', taxYear: 2026, dueDate: '2026-12-11' });
      await post(t, '/api/taxfilingschedule', { clientId: gone, taxType: 'VAT', dueDate: '2026-12-02' });
      await post(t, '/api/revenue-tracking', { clientId: active, description: 'Nov fee', amount: 0.29, invoiceDate: '2026-11-30' });
      await post(t, '/api/revenue-tracking', { clientId: active, description: 'Dec fee', amount: 19.99, invoiceDate: '2026-12-01' });
      await post(t, '/api/revenue-tracking', { clientId: gone, description: 'Dec fee', amount: 4.35, invoiceDate: '2026-12-31', isPaid: true });
      await deleteClient(t, gone);
      await post(t, '/api/blog', { title: 'Published now', content: '<p>x</p>', status: 'published', publishedAt: '2026-11-01T00:00:00Z' });
      await post(t, '/api/blog', { title: 'Scheduled later', content: '<p>x</p>', status: 'published', publishedAt: '2027-01-01T00:00:00Z' });
      await post(t, '/api/blog', { title: 'A draft', content: '<p>x</p>' });

      const res = await t.api('GET', '/api/admin-dashboard/summary', { token });
      assertStatus(res, 200);
      assert.ok(inactive.id);
      assert.deepEqual(res.data, {
        today: '2026-12-01',
        activeClients: 1,
        newInquiries: 1,
        pendingSchedules: 4,
        filingsDueIn30Days: 3,
        overdueFilings: 1,
        unpaidRevenue: 20.28,
        revenueThisMonth: 24.34,
        publishedPosts: 1,
      });
    });

    test('upcoming filings merge schedules and filings by due date with days left; limit bounds the list', async () => {
      const token = await t.token();
      const res = await t.api('GET', '/api/admin-dashboard/upcoming-filings', { token });
      assertStatus(res, 200);
      assert.equal(res.data.from, '2026-12-01');
      assert.equal(res.data.to, '2026-12-31');
      assert.equal(res.data.totalCount, 3);
      assert.deepEqual(
        res.data.items.map((item: { kind: string; dueDate: string; daysLeft: number }) => [item.kind, item.dueDate, item.daysLeft]),
        [
          ['schedule', '2026-12-01', 0],
          ['filing', '2026-12-11', 10],
          ['schedule', '2026-12-31', 30],
        ],
      );
      assert.equal(res.data.items[0].clientName, 'Active One');
      const limited = await t.api('GET', '/api/admin-dashboard/upcoming-filings', { token, query: { limit: 1, days: 10 } });
      assert.equal(limited.data.totalCount, 2);
      assert.deepEqual(limited.data.items.map((item: { dueDate: string }) => item.dueDate), ['2026-12-01']);
      assertProblem(await t.api('GET', '/api/admin-dashboard/upcoming-filings', { token, query: { limit: 0, days: 400 } }), 400, { fields: ['limit', 'days'] });
    });

    test('recent inquiries: newest first, bounded', async () => {
      const token = await t.token();
      for (let i = 1; i <= 3; i++) {
        await t.api('POST', '/api/inquiry', { body: { name: `Asker ${i}`, email: `a${i}@example.com`, subject: `Question ${i}`, message: 'Please call me back.' } });
        clock.advance(1000);
      }
      const res = await t.api('GET', '/api/admin-dashboard/recent-inquiries', { token, query: { limit: 2 } });
      assertStatus(res, 200);
      assert.equal(res.data.items.length, 2);
      assert.ok(res.data.items[0].createdAt >= res.data.items[1].createdAt);
      assert.deepEqual(Object.keys(res.data.items[0]).sort(), ['createdAt', 'email', 'id', 'name', 'serviceType', 'status', 'subject']);
      assertProblem(await t.api('GET', '/api/admin-dashboard/recent-inquiries', { token, query: { limit: 51 } }), 400, { fields: ['limit'] });
    });

    test('monthly stats: the last N months oldest first, revenue by invoice month, zeros for quiet months', async () => {
      const token = await t.token();
      // Created (by the clock, as the counts kept on write see them) around a month edge:
      // 14:59:59.999Z on Oct 31 is still October in Seoul, 15:00Z is November 1.
      const now = clock.now();
      for (const instant of ['2026-06-15T00:00:00.000Z', '2026-10-31T14:59:59.999Z', '2026-10-31T15:00:00.000Z']) {
        clock.set(instant);
        await newClient(t);
      }
      clock.set('2026-06-15T00:00:00.000Z');
      assertStatus(await t.api('POST', '/api/inquiry', { body: { name: 'Asker', email: 'june@example.com', subject: 'June', message: 'Help with VAT please' } }), 201);
      clock.set(now);
      const res = await t.api('GET', '/api/admin-dashboard/monthly-stats', { token });
      assertStatus(res, 200);
      assert.equal(res.data.months.length, 12);
      assert.equal(res.data.months[0].month, '2026-01');
      assert.equal(res.data.months[11].month, '2026-12');
      const byMonth = Object.fromEntries(res.data.months.map((m: { month: string }) => [m.month, m]));
      assert.deepEqual(byMonth['2026-11'], { month: '2026-11', revenue: 0.29, paid: 0, newClients: 1, newInquiries: 0 });
      assert.equal(byMonth['2026-10'].newClients, 1);
      assert.equal(byMonth['2026-12'].revenue, 24.34);
      assert.equal(byMonth['2026-12'].paid, 4.35);
      assert.deepEqual(byMonth['2026-05'], { month: '2026-05', revenue: 0, paid: 0, newClients: 0, newInquiries: 0 });
      assert.deepEqual([byMonth['2026-06'].newClients, byMonth['2026-06'].newInquiries], [1, 1]);
      // The earlier tests' clients and inquiries, made on Dec 1 in Seoul.
      assert.equal(byMonth['2026-12'].newClients, 2, 'the earlier clients, the deleted one left out');
      assert.equal(byMonth['2026-12'].newInquiries, 4);
      const three = await t.api('GET', '/api/admin-dashboard/monthly-stats', { token, query: { months: 3 } });
      assert.deepEqual(three.data.months.map((m: { month: string }) => m.month), ['2026-10', '2026-11', '2026-12']);
      assertProblem(await t.api('GET', '/api/admin-dashboard/monthly-stats', { token, query: { months: 37 } }), 400, { fields: ['months'] });
    });

    test('each operation runs a fixed number of statements, whatever the data size', async () => {
      const token = await t.token();
      const urls = ['/api/admin-dashboard/summary', '/api/admin-dashboard/upcoming-filings', '/api/admin-dashboard/recent-inquiries', '/api/admin-dashboard/monthly-stats'];
      const measure = async () => {
        const counts: number[] = [];
        for (const url of urls) counts.push(await countQueries(t, async () => assertStatus(await t.api('GET', url, { token }), 200)));
        return counts;
      };
      const before = await measure();
      const clientId = await newClient(t);
      for (let i = 0; i < 20; i++) {
        await post(t, '/api/taxfilingschedule', { clientId, taxType: 'VAT', dueDate: '2026-12-15' });
        await post(t, '/api/revenue-tracking', { clientId, description: 'fee', amount: 1, invoiceDate: `2026-0${(i % 9) + 1}-10` });
      }
      const after = await measure();
      assert.deepEqual(after, before);
      assert.ok(before.length > 0, 'operations were measured');
      // One of them is the bearer policy's live session check; the rest are the operation's own (1 to 4).
      assertEvery(before, (n) => n >= 2 && n <= 5, `statements per operation: ${before.join(', ')}`);
    });

    test('every operation needs a token', async () => {
      for (const url of ['/api/admin-dashboard/summary', '/api/admin-dashboard/upcoming-filings', '/api/admin-dashboard/recent-inquiries', '/api/admin-dashboard/monthly-stats']) {
        assertProblem(await t.api('GET', url), 401);
      }
    });
  },
  { config: { businessTimeZone: 'Asia/Seoul' }, app: { clock } },
);
