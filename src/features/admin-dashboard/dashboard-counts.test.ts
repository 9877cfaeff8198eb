/*
 * The dashboard's work figures (pending schedules, due in 30 days, overdue, the upcoming list's
 * count, the schedules' pending count) read open_work_counts, and its new clients and inquiries
 * per month read creation_month_counts and creation_counts; triggers (open work) and the services keep them in step on
 * every write. These tests compare every figure with a count made here from the rows themselves,
 * after each kind of write.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as dashboardCountsMigration from '../../db/migrations/0023_dashboard_counts.js';
import * as dashboardMonthsMigration from '../../db/migrations/0024_dashboard_months.js';
import * as openWorkTriggersMigration from '../../db/migrations/0036_open_work_triggers.js';
import { addDays, addMonths, startOfDay } from '../../shared/dates.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock, type ManualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { keptFigureMismatches } from '../../testing/kept-figures.js';

/** Months read back by default: every month a row of these tests was created in. */
const MONTHS = 6;

interface Figures {
  activeClients: number;
  pendingSchedules: number;
  filingsDueIn30Days: number;
  overdueFilings: number;
  upcomingCount: number;
  upcomingInAYear: number;
  pendingCount: number;
  months: Array<{ month: string; newClients: number; newInquiries: number }>;
}

/** Every figure as the API answers it. */
async function figuresOf(t: TestContext, months: number): Promise<Figures & { today: string }> {
  const token = await t.token();
  const get = async (url: string, query: Record<string, string | number> = {}) => {
    const res = await t.api('GET', url, { token, query });
    assertStatus(res, 200);
    return res.data;
  };
  const summary = await get('/api/admin-dashboard/summary');
  const stats = await get('/api/admin-dashboard/monthly-stats', { months });
  return {
    today: summary.today,
    activeClients: summary.activeClients,
    pendingSchedules: summary.pendingSchedules,
    filingsDueIn30Days: summary.filingsDueIn30Days,
    overdueFilings: summary.overdueFilings,
    upcomingCount: (await get('/api/admin-dashboard/upcoming-filings', { days: 30 })).totalCount,
    upcomingInAYear: (await get('/api/admin-dashboard/upcoming-filings', { days: 365 })).totalCount,
    pendingCount: (await get('/api/taxfilingschedule/pending-count')).count,
    months: stats.months.map((m: { month: string; newClients: number; newInquiries: number }) => ({ month: m.month, newClients: m.newClients, newInquiries: m.newInquiries })),
  };
}

/** The same figures counted here from the rows, for the months the API listed. */
async function countedFromRows(t: TestContext, today: string, months: string[], timeZone: string): Promise<Figures> {
  const clients = await t.db.selectFrom('clients').select(['id', 'status', 'created_at', 'deleted_at']).execute();
  const current = new Set(clients.filter((c) => c.deleted_at === null).map((c) => c.id));
  const schedules = (await t.db.selectFrom('tax_filing_schedules').select(['client_id', 'due_date', 'is_completed']).execute()).filter(
    (s) => !s.is_completed && current.has(s.client_id),
  );
  const filings = (await t.db.selectFrom('tax_filings').select(['client_id', 'due_date', 'status', 'deleted_at']).execute()).filter(
    (f) => f.deleted_at === null && (f.status === 'draft' || f.status === 'in_progress') && current.has(f.client_id),
  );
  const inquiries = await t.db.selectFrom('inquiries').select('created_at').execute();
  const dueDates = [...schedules.map((s) => s.due_date), ...filings.map((f) => f.due_date)];
  const dueBetween = (from: string, to: string) => dueDates.filter((d) => d !== null && d >= from && d <= to).length;
  const createdIn = (rows: Array<{ created_at: string }>, month: string) => {
    const from = Date.parse(startOfDay(`${month}-01`, timeZone));
    const to = Date.parse(startOfDay(addMonths(`${month}-01`, 1), timeZone));
    return rows.filter((row) => Date.parse(row.created_at) >= from && Date.parse(row.created_at) < to).length;
  };
  const currentClients = clients.filter((c) => c.deleted_at === null);
  return {
    activeClients: currentClients.filter((c) => c.status === 'active').length,
    pendingSchedules: schedules.length,
    filingsDueIn30Days: dueBetween(today, addDays(today, 30)),
    overdueFilings: dueDates.filter((d) => d !== null && d < today).length,
    upcomingCount: dueBetween(today, addDays(today, 30)),
    upcomingInAYear: dueBetween(today, addDays(today, 365)),
    pendingCount: schedules.length,
    months: months.map((month) => ({ month, newClients: createdIn(currentClients, month), newInquiries: createdIn(inquiries, month) })),
  };
}

async function assertFiguresMatch(t: TestContext, timeZone: string, what: string, months = MONTHS): Promise<Figures> {
  const { today, ...figures } = await figuresOf(t, months);
  const expected = await countedFromRows(t, today, figures.months.map((m) => m.month), timeZone);
  assert.deepEqual(figures, expected, `every figure matches the rows ${what}`);
  return figures;
}

async function post(t: TestContext, url: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', url, { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data.id;
}

const newClient = (t: TestContext, body: Record<string, unknown> = {}) => post(t, '/api/client', { name: 'Counted', clientType: 'individual', ...body });
const newSchedule = (t: TestContext, clientId: number, dueDate: string, body: Record<string, unknown> = {}) =>
  post(t, '/api/taxfilingschedule', { clientId, taxType: 'VAT', dueDate, ...body });
const newFiling = (t: TestContext, clientId: number, body: Record<string, unknown> = {}) => post(t, '/api/taxfiling', { clientId, taxType: 'income', taxYear: 2026, ...body });

async function complete(t: TestContext, id: number) {
  return t.api('PUT', `/api/taxfilingschedule/${id}/complete`, { token: await t.token(), body: {} });
}

async function updateFiling(t: TestContext, id: number, body: Record<string, unknown>) {
  return t.api('PUT', `/api/taxfiling/${id}`, { token: await t.token(), body: { taxType: 'income', taxYear: 2026, ...body } });
}

async function remove(t: TestContext, url: string) {
  return t.api('DELETE', url, { token: await t.token() });
}

async function submitInquiry(t: TestContext): Promise<number> {
  const res = await t.api('POST', '/api/inquiry', { body: { name: 'Asker', email: 'asker@example.com', subject: 'VAT', message: 'Please call me back.' } });
  assertStatus(res, 201);
  return res.data.id;
}

/** Runs `work` with the clock at the instant, then puts the clock back. */
async function at<T>(clock: ManualClock, instant: string, work: () => Promise<T>): Promise<T> {
  const now = clock.now();
  clock.set(instant);
  try {
    return await work();
  } finally {
    clock.set(now);
  }
}

// 03:00 UTC on Nov 23 is 08:45 in Kathmandu (+5:45): today is 2026-11-23 there.
const KATHMANDU = 'Asia/Kathmandu';
const clock = manualClock('2026-11-23T03:00:00.000Z');
// The clock moves across months: the test user's session outlives them.
const settings = { businessTimeZone: KATHMANDU, inquiryRateLimitMax: 1000, refreshTokenTtlSeconds: 365 * 86_400, sessionMaxAgeSeconds: 365 * 86_400 };

describeApi(
  'dashboard counts kept on write',
  (t) => {
    test('schedules, filings, completions, status and due-date changes, deletes and refused writes: every figure matches the rows', async () => {
      const check = (what: string) => assertFiguresMatch(t, KATHMANDU, what);
      const a = await newClient(t);
      const b = await newClient(t, { status: 'inactive' });
      // Overdue, today, inside the window, its last day, past it, and a recurring one due today.
      const schedules = [];
      for (const due of ['2026-11-01', '2026-11-23', '2026-12-01', '2026-12-23', '2026-12-24']) schedules.push(await newSchedule(t, a, due));
      const monthly = await newSchedule(t, b, '2026-11-23', { recurrence: 'monthly' });
      const draft = await newFiling(t, a, { dueDate: '2026-11-30' });
      const inProgress = await newFiling(t, b, { status: 'in_progress', dueDate: '2026-10-15' });
      const undated = await newFiling(t, a, { status: 'in_progress' });
      const filed = await newFiling(t, a, { status: 'filed', filedAt: '2026-11-20T00:00:00Z', dueDate: '2026-11-25' });
      const created = await check('after creates');
      assert.deepEqual(
        [created.pendingSchedules, created.filingsDueIn30Days, created.overdueFilings],
        [6, 5, 2],
        'the rows are what the test means them to be',
      );

      assertStatus(await complete(t, schedules[0]!), 200);
      const next = await complete(t, monthly);
      assertStatus(next, 200);
      assert.equal(next.data.nextSchedule.dueDate, '2026-12-23', 'the successor is pending in the window');
      assertProblem(await complete(t, monthly), 409, { code: 'schedule_already_completed' });
      await check('after completions');

      assertStatus(await updateFiling(t, draft, { status: 'filed', filedAt: '2026-11-22T00:00:00Z', dueDate: '2026-11-30' }), 200);
      assertStatus(await updateFiling(t, filed, { status: 'in_progress', dueDate: '2026-11-25' }), 200);
      assertStatus(await updateFiling(t, inProgress, { status: 'draft', dueDate: '2026-12-10' }), 200);
      assertStatus(await updateFiling(t, undated, { status: 'draft', dueDate: '2026-11-02' }), 200);
      await check('after status and due-date changes');
      assertStatus(await updateFiling(t, undated, { status: 'draft' }), 200);
      await check('after a due date is removed');

      assertStatus(await remove(t, `/api/taxfiling/${filed}`), 204);
      assertStatus(await remove(t, `/api/taxfiling/${draft}`), 204);
      assertProblem(await remove(t, `/api/taxfiling/${filed}`), 404);
      assertProblem(await updateFiling(t, filed, { status: 'draft', dueDate: '2026-11-25' }), 404);
      const before = await check('after filing deletes');

      // b leaves with its open work; its records stay writable but count nowhere.
      assertStatus(await remove(t, `/api/client/${b}`), 204);
      const afterDelete = await check("after a client's delete");
      assert.ok(afterDelete.pendingSchedules < before.pendingSchedules, "the deleted client's schedules left the counts");
      assertProblem(await t.api('POST', '/api/taxfilingschedule', { token: await t.token(), body: { clientId: b, taxType: 'VAT', dueDate: '2026-11-24' } }), 400, {
        code: 'client_not_found',
      });
      assertProblem(await t.api('POST', '/api/taxfiling', { token: await t.token(), body: { clientId: b, taxType: 'VAT', taxYear: 2026, dueDate: '2026-11-24' } }), 400, {
        code: 'client_not_found',
      });
      assertStatus(await complete(t, next.data.nextSchedule.id), 200);
      assertStatus(await updateFiling(t, inProgress, { status: 'in_progress', dueDate: '2026-11-24' }), 200);
      assertStatus(await remove(t, `/api/taxfiling/${inProgress}`), 204);
      assert.deepEqual(await check("after writes to a deleted client's records"), afterDelete);
    });

    test('clients and inquiries per month in the firm zone (+5:45), created around its month edges, deleted and converted', async () => {
      const check = (what: string) => assertFiguresMatch(t, KATHMANDU, what);
      // Nov 1 begins at 18:15Z on Oct 31 in Kathmandu; Sep 1 at 18:15Z on Aug 31.
      const october = await at(clock, '2026-10-31T18:14:59.999Z', () => newClient(t));
      const november = await at(clock, '2026-10-31T18:15:00.000Z', () => newClient(t));
      await at(clock, '2026-08-31T18:14:59.999Z', () => submitInquiry(t));
      await at(clock, '2026-08-31T18:15:00.000Z', () => submitInquiry(t));
      const converted = await at(clock, '2026-10-31T18:15:00.000Z', () => submitInquiry(t));
      const figures = await check('after creates at the edges');
      const month = (name: string) => figures.months.find((m) => m.month === name)!;
      assert.equal(month('2026-10').newClients, 1, 'the client a millisecond before the edge is October');
      assert.ok(month('2026-11').newClients >= 1);
      assert.deepEqual([month('2026-08').newInquiries, month('2026-09').newInquiries], [1, 1]);

      assertStatus(await t.api('POST', `/api/inquiry/${converted}/convert-to-client`, { token: await t.token(), body: {} }), 201);
      await check('after a conversion (the client is new now)');
      assertStatus(await remove(t, `/api/client/${october}`), 204);
      assertStatus(await remove(t, `/api/client/${november}`), 204);
      const afterDeletes = await check('after deletes');
      assert.equal(afterDeletes.months.find((m) => m.month === '2026-10')!.newClients, 0, 'a deleted client is not counted');
      // One month (a range without inner edges) and three years.
      const one = await assertFiguresMatch(t, KATHMANDU, 'for the current month alone', 1);
      assert.deepEqual(one.months.map((m) => m.month), ['2026-11']);
      assert.ok(one.months[0]!.newClients >= 1 && one.months[0]!.newInquiries >= 1, 'the month has rows to count');
      await assertFiguresMatch(t, KATHMANDU, 'over 36 months', 36);
    });

    test('concurrent writes to the same clients, schedules and filings, with a client deleted among them, add up', async () => {
      const token = await t.token();
      const kept = await newClient(t);
      const leaving = await newClient(t);
      const schedules = await Promise.all(
        [kept, leaving].flatMap((clientId) => Array.from({ length: 6 }, (_, i) => newSchedule(t, clientId, addDays('2026-11-20', i), i % 2 ? { recurrence: 'monthly' } : {}))),
      );
      const filings = await Promise.all([kept, leaving].flatMap((clientId) => Array.from({ length: 6 }, (_, i) => newFiling(t, clientId, { dueDate: addDays('2026-11-20', i) }))));
      await assertFiguresMatch(t, KATHMANDU, 'before the race');
      const results = await Promise.all([
        // Each schedule completed twice at once: one wins.
        ...schedules.flatMap((id) => [complete(t, id), complete(t, id)]),
        // Each filing moved twice at once, the odd ones deleted too.
        ...filings.flatMap((id, i) => [
          updateFiling(t, id, { status: 'in_progress', dueDate: addDays('2026-11-28', i % 3) }),
          updateFiling(t, id, { status: i % 3 ? 'draft' : 'accepted', filedAt: '2026-11-22T00:00:00Z', dueDate: addDays('2026-11-10', i % 4) }),
          ...(i % 2 ? [t.api('DELETE', `/api/taxfiling/${id}`, { token })] : []),
        ]),
        ...Array.from({ length: 4 }, (_, i) => t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: leaving, taxType: 'VAT', dueDate: addDays('2026-11-21', i) } })),
        ...Array.from({ length: 4 }, (_, i) => t.api('POST', '/api/taxfiling', { token, body: { clientId: leaving, taxType: 'VAT', taxYear: 2026, dueDate: addDays('2026-11-22', i) } })),
        t.api('DELETE', `/api/client/${leaving}`, { token }),
        ...Array.from({ length: 4 }, () => t.api('POST', '/api/inquiry', { body: { name: 'Racer', email: 'racer@example.com', subject: 'VAT', message: 'Please call me back.' } })),
        ...Array.from({ length: 4 }, () => t.api('POST', '/api/client', { token, body: { name: 'Racer', clientType: 'individual' } })),
      ]);
      // Writes to the leaving client after its delete are refused (400, 404); nothing fails otherwise.
      assert.deepEqual(
        results.filter((res) => ![200, 201, 204, 400, 404, 409].includes(res.statusCode)).map((res) => `${res.statusCode} ${res.body}`),
        [],
      );
      assert.equal(results.filter((res) => res.statusCode === 409).length, schedules.length, 'each schedule completed once');
      await assertFiguresMatch(t, KATHMANDU, 'after the race');
    });

    test('open work written outside the services (an import, psql) is counted too: triggers are its one writer', async () => {
      const openWork = async (what: string) =>
        assert.deepEqual((await keptFigureMismatches(t.db)).filter((line) => line.startsWith('open_work_counts')), [], `open work matches the rows ${what}`);
      const clientId = await newClient(t);
      const filing = await newFiling(t, clientId, { dueDate: '2026-11-30' });
      const now = clock.now().toISOString();
      const schedule = { client_id: clientId, tax_type: 'VAT', period: null, recurrence: null, completed_at: null, next_schedule_id: null, notes: null, assignee_user_id: null, created_at: now, updated_at: now };
      await t.db.insertInto('tax_filing_schedules').values([{ ...schedule, due_date: '2026-11-29' }, { ...schedule, due_date: '2026-12-01' }]).execute();
      await openWork('after schedules inserted by SQL');
      await t.db.updateTable('tax_filings').set({ due_date: '2026-12-02' }).where('id', '=', filing).execute();
      await t.db.updateTable('tax_filing_schedules').set({ is_completed: true, completed_at: now }).where('client_id', '=', clientId).where('due_date', '=', '2026-12-01').execute();
      await openWork('after a due date moved and a schedule completed by SQL');
      await t.db.updateTable('clients').set({ deleted_at: now }).where('id', '=', clientId).execute();
      await openWork('after the client was deleted by SQL');
      await t.db.updateTable('tax_filings').set({ due_date: '2026-12-03' }).where('id', '=', filing).execute();
      await t.db.updateTable('clients').set({ deleted_at: null }).where('id', '=', clientId).execute();
      await openWork('after the client was restored by SQL');
      await t.db.deleteFrom('tax_filing_schedules').where('client_id', '=', clientId).execute();
      await t.db.updateTable('tax_filings').set({ status: 'filed', filed_at: now }).where('id', '=', filing).execute();
      await openWork('after its schedules were removed and its filing filed by SQL');
      assert.equal(Number((await t.db.selectFrom('open_work_counts').select('open_items').where('due_date', '=', '2026-12-03').executeTakeFirst())?.open_items ?? 0), 0);
      await assertFiguresMatch(t, KATHMANDU, 'after the writes by SQL');
    });

    test('the migrations count the open work and the creations that exist', async () => {
      const before = await assertFiguresMatch(t, KATHMANDU, 'before the migration runs again');
      // 0023 fills the buckets, then 0024 the months' cores from them (and rebuilds the buckets' table on SQLite).
      // 0036 puts triggers on open work and recounts it.
      await openWorkTriggersMigration.down(t.db);
      await dashboardMonthsMigration.down(t.db);
      await dashboardCountsMigration.down(t.db);
      await dashboardCountsMigration.up(t.db);
      await dashboardMonthsMigration.up(t.db);
      await t.db.deleteFrom('open_work_counts').execute();
      await openWorkTriggersMigration.up(t.db);
      assert.deepEqual(await assertFiguresMatch(t, KATHMANDU, 'after the backfill'), before);
    });
  },
  { config: settings, app: { clock } },
);

// In 1971 Monrovia ran 44 minutes 30 seconds behind UTC: its months began inside a bucket.
const MONROVIA = 'Africa/Monrovia';
const oldClock = manualClock('1971-08-20T12:00:00.000Z');

describeApi(
  'new clients per month when a month begins inside a bucket',
  (t) => {
    test('the rows from the edge to the end of its bucket count for the month they are in', async () => {
      // June 1 begins at 00:44:30Z; the bucket 00:30 to 00:45 holds the end of May and the start of June.
      for (const instant of ['1971-05-01T00:44:20.000Z', '1971-05-01T00:44:40.000Z', '1971-06-01T00:44:29.999Z', '1971-06-01T00:44:30.000Z', '1971-07-01T00:44:50.000Z']) {
        await at(oldClock, instant, async () => {
          await newClient(t);
          await submitInquiry(t);
        });
      }
      const figures = await assertFiguresMatch(t, MONROVIA, 'in a zone off the bucket edges');
      const per = Object.fromEntries(figures.months.map((m) => [m.month, [m.newClients, m.newInquiries]]));
      assert.deepEqual([per['1971-04'], per['1971-05'], per['1971-06'], per['1971-07']], [[1, 1], [2, 2], [1, 1], [1, 1]]);
      // From May: the first month's first rows lie in a bucket that begins in April.
      const fromMay = await assertFiguresMatch(t, MONROVIA, 'when the first month begins inside a bucket', 4);
      assert.deepEqual(fromMay.months[0], { month: '1971-05', newClients: 2, newInquiries: 2 });
      // Read from the end of June: July's first rows lie past the last month's end, inside its bucket.
      const june = await at(oldClock, '1971-07-01T00:44:00.000Z', () => assertFiguresMatch(t, MONROVIA, 'with rows past the last edge'));
      assert.deepEqual(june.months.at(-1), { month: '1971-06', newClients: 1, newInquiries: 1 });
    });
  },
  { config: { ...settings, businessTimeZone: MONROVIA }, app: { clock: oldClock } },
);

/*
 * The zones furthest from UTC: a month of the firm holds its UTC month's core (12 hours after the
 * UTC month begins to 14 hours before it ends, counted per month) and the buckets around it. Rows
 * a millisecond either side of each end of the cores and of the firm's month edges, counted on
 * write and by the migration's backfill.
 */
const CORE_EDGES = ['2026-09-30T09:59:59.999Z', '2026-10-15T12:00:00.000Z', '2026-10-31T09:59:59.999Z', '2026-10-31T10:00:00.000Z', '2026-11-01T11:59:59.999Z', '2026-11-01T12:00:00.000Z'];

for (const [zone, expected] of [
  // Nov 1 begins at 10:00Z on Oct 31 at +14:00, the end of October's core.
  ['Pacific/Kiritimati', { '2026-09': 1, '2026-10': 2, '2026-11': 3 }],
  // Nov 1 begins at 12:00Z on Nov 1 at -12:00, the start of November's core.
  ['Etc/GMT+12', { '2026-09': 1, '2026-10': 4, '2026-11': 1 }],
] as const) {
  const zoneClock = manualClock('2026-11-23T03:00:00.000Z');
  describeApi(
    `new clients and inquiries per month at ${zone}`,
    (t) => {
      test('rows at the ends of the months’ cores and at the month edges count for the firm’s month, on write and after the backfill', async () => {
        for (const instant of CORE_EDGES) {
          await at(zoneClock, instant, async () => {
            await newClient(t);
            await submitInquiry(t);
          });
        }
        const figures = await assertFiguresMatch(t, zone, 'on write');
        const per = Object.fromEntries(figures.months.map((m) => [m.month, [m.newClients, m.newInquiries]]));
        for (const [month, n] of Object.entries(expected)) assert.deepEqual(per[month], [n, n], month);
        await dashboardMonthsMigration.down(t.db);
        await dashboardMonthsMigration.up(t.db);
        assert.deepEqual(await assertFiguresMatch(t, zone, 'after the backfill'), figures);
      });
    },
    { config: { ...settings, businessTimeZone: zone }, app: { clock: zoneClock } },
  );
}
