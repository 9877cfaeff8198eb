import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient } from '../../testing/records.js';

// 20:00 on Nov 22 in New York is already Nov 23 in UTC: the firm's day is still the 22nd.
const clock = manualClock('2026-11-23T01:00:00.000Z');

async function post(t: TestContext, url: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', url, { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data.id;
}

const schedule = (t: TestContext, clientId: number, dueDate: string, extra: Record<string, unknown> = {}) =>
  post(t, '/api/taxfilingschedule', { clientId, taxType: 'VAT', period: '2026-Q4', dueDate, ...extra });
const filing = (t: TestContext, clientId: number, dueDate: string | null, extra: Record<string, unknown> = {}) =>
  post(t, '/api/taxfiling', { clientId, taxType: 'income', taxYear: 2026, dueDate, ...extra });

async function list(t: TestContext, query = '') {
  const res = await t.api('GET', `/api/deadlines${query}`, { token: await t.token('staff') });
  assertStatus(res, 200);
  return res.data as { items: Array<{ kind: string; id: number; clientId: number; dueDate: string; status: string; overdue: boolean; taxType: string }>; totalCount: number; totalPages: number };
}

const keys = (items: Array<{ kind: string; id: number }>) => items.map((item) => `${item.kind}:${item.id}`);

describeApi(
  'deadlines',
  (t) => {
    test('open filings and schedules of current clients, soonest first, overdue flagged against the firm\'s today', async () => {
      const kim = await newClient(t, 'Kim');
      const gone = await newClient(t, 'Gone');
      const lateSchedule = await schedule(t, kim, '2026-11-10');
      const todayFiling = await filing(t, kim, '2026-11-22', { status: 'in_progress' });
      const nextSchedule = await schedule(t, kim, '2026-11-23', { recurrence: 'monthly' });
      const lateFiling = await filing(t, kim, '2026-11-21');
      await filing(t, kim, null);
      await filing(t, kim, '2026-11-15', { status: 'filed', filedAt: '2026-11-14T09:00:00Z' });
      const completed = await schedule(t, kim, '2026-11-12');
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${completed}/complete`, { token: await t.token() }), 200);
      const deleted = await filing(t, kim, '2026-11-30');
      assertStatus(await t.api('DELETE', `/api/taxfiling/${deleted}`, { token: await t.token() }), 204);
      await schedule(t, gone, '2026-11-20');
      await deleteClient(t, gone);

      const open = await list(t, `?clientId=${kim}`);
      assert.deepEqual(keys(open.items), [`schedule:${lateSchedule}`, `filing:${lateFiling}`, `filing:${todayFiling}`, `schedule:${nextSchedule}`]);
      assert.deepEqual(open.items.map((item) => item.overdue), [true, true, false, false], 'due today is not overdue yet');
      assert.deepEqual(open.items[3], {
        kind: 'schedule',
        id: nextSchedule,
        clientId: kim,
        clientName: 'Kim',
        taxType: 'VAT',
        period: '2026-Q4',
        taxYear: null,
        recurrence: 'monthly',
        dueDate: '2026-11-23',
        status: 'pending',
        overdue: false,
      });
      assert.equal(open.items[1]!.status, 'draft');

      // The firm's day turns: what was due today is overdue now.
      clock.advance(24 * 3_600_000);
      assert.deepEqual((await list(t, `?clientId=${kim}`)).items.map((item) => item.overdue), [true, true, true, false]);
      clock.advance(-24 * 3_600_000);
    });

    test('filters: state, kind, client, tax type, due-date range; paged in SQL', async () => {
      const lee = await newClient(t, 'Lee');
      const park = await newClient(t, 'Park');
      const leeLate = await schedule(t, lee, '2026-10-01', { taxType: 'withholding' });
      const leeFiled = await filing(t, lee, '2026-10-05', { status: 'accepted', filedAt: '2026-10-04T09:00:00Z' });
      const leeSoon = await filing(t, lee, '2026-12-01', { taxType: 'VAT' });
      const parkSoon = await schedule(t, park, '2026-12-01');
      const parkDone = await schedule(t, park, '2026-12-10');
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${parkDone}/complete`, { token: await t.token() }), 200);

      const mine = (query: string) => list(t, `${query}&from=2026-10-01&to=2026-12-31`).then((page) => page.items.filter((item) => [lee, park].includes(item.clientId)));
      assert.deepEqual(keys(await mine('?state=overdue')), [`schedule:${leeLate}`]);
      assert.deepEqual(keys(await mine('?state=done')), [`filing:${leeFiled}`, `schedule:${parkDone}`]);
      assert.deepEqual(keys(await mine('?state=all')), [`schedule:${leeLate}`, `filing:${leeFiled}`, `filing:${leeSoon}`, `schedule:${parkSoon}`, `schedule:${parkDone}`]);
      const done = await mine('?state=done');
      assert.deepEqual(done.map((item) => [item.status, item.overdue]), [['accepted', false], ['completed', false]], 'done is never overdue');
      assert.deepEqual(keys(await mine('?kind=filing')), [`filing:${leeSoon}`]);
      assert.deepEqual(keys(await mine('?kind=schedule&state=all')), [`schedule:${leeLate}`, `schedule:${parkSoon}`, `schedule:${parkDone}`]);
      assert.deepEqual(keys((await list(t, `?clientId=${park}&state=all`)).items), [`schedule:${parkSoon}`, `schedule:${parkDone}`]);
      const vat = await list(t, '?taxType=VAT&from=2026-12-01&to=2026-12-01');
      assertEvery(vat.items, (item) => item.taxType === 'VAT' && item.dueDate === '2026-12-01');
      assert.deepEqual(keys(vat.items), [`filing:${leeSoon}`, `schedule:${parkSoon}`]);

      const all = await list(t, '?state=all');
      const first = await list(t, '?state=all&pageSize=2');
      const second = await list(t, '?state=all&pageSize=2&page=2');
      assert.equal(first.totalCount, all.totalCount);
      assert.equal(first.totalPages, Math.ceil(all.totalCount / 2));
      assert.deepEqual(keys([...first.items, ...second.items]), keys(all.items.slice(0, 4)));
    });

    test('completing a schedule or filing a return takes it off the open list', async () => {
      const token = await t.token();
      const choi = await newClient(t, 'Choi');
      const scheduleId = await schedule(t, choi, '2026-11-25', { recurrence: 'quarterly' });
      const filingId = await filing(t, choi, '2026-11-26');
      assert.deepEqual(keys((await list(t, `?clientId=${choi}`)).items), [`schedule:${scheduleId}`, `filing:${filingId}`]);

      const completed = await t.api('PUT', `/api/taxfilingschedule/${scheduleId}/complete`, { token });
      const next = completed.data.nextSchedule.id;
      const current = (await t.api('GET', `/api/taxfiling/${filingId}`, { token })).data;
      assertStatus(await t.api('PUT', `/api/taxfiling/${filingId}`, { token, body: { ...current, status: 'filed', filedAt: '2026-11-22T10:00:00Z' } }), 200);
      assert.deepEqual(keys((await list(t, `?clientId=${choi}`)).items), [`schedule:${next}`], 'the next occurrence of a recurring schedule takes its place');
      assert.deepEqual(keys((await list(t, `?clientId=${choi}&state=done`)).items), [`schedule:${scheduleId}`, `filing:${filingId}`]);
    });

    test('bad filters are 400 per field, a backwards range is 400; a token is required', async () => {
      const token = await t.token();
      assertProblem(await t.api('GET', '/api/deadlines?state=late&kind=invoice&clientId=0&from=2026-13-01&pageSize=101', { token }), 400, {
        code: 'validation_failed',
        fields: ['state', 'kind', 'clientId', 'from', 'pageSize'],
      });
      assertProblem(await t.api('GET', '/api/deadlines?from=2026-12-01&to=2026-11-01', { token }), 400, { code: 'invalid_range', fields: ['from'] });
      assertProblem(await t.api('GET', '/api/deadlines?taxType=%00', { token }), 400, { fields: ['taxType'] });
      assertProblem(await t.api('GET', '/api/deadlines?extra=1', { token }), 400, { code: 'validation_failed' });
      assertProblem(await t.api('GET', '/api/deadlines/export?from=2026-12-01&to=2026-11-01', { token }), 400, { code: 'invalid_range' });
      assertProblem(await t.api('GET', '/api/deadlines/export?page=1', { token }), 400, { code: 'validation_failed' });
      assertProblem(await t.api('GET', '/api/deadlines'), 401, { code: 'unauthorized' });
      assertProblem(await t.api('GET', '/api/deadlines/export'), 401, { code: 'unauthorized' });
    });

    test('export: the list as CSV (every page, same order), UTF-8 with a BOM, formulas neutralized', async () => {
      const evil = await newClient(t, '=HYPERLINK("http://evil.example")');
      const ids: number[] = [];
      for (let day = 1; day <= 25; day++) ids.push(await schedule(t, evil, `2027-02-${String(day).padStart(2, '0')}`, { taxType: '+VAT' }));
      const late = await filing(t, evil, '2026-11-01', { period: '-H2' });

      const res = await t.api('GET', `/api/deadlines/export?clientId=${evil}`, { token: await t.token() });
      assertStatus(res, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="deadlines-2026-11-22\.csv"$/);
      assert.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'a UTF-8 byte-order mark');
      const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      assert.equal(lines[0], 'dueDate,kind,id,clientId,client,taxType,period,taxYear,recurrence,status,overdue');
      assert.equal(lines.length, 27, 'every page, not the first 20');
      assert.equal(lines[1], `2026-11-01,filing,${late},${evil},"'=HYPERLINK(""http://evil.example"")",income,'-H2,2026,,draft,true`);
      assert.equal(lines[2], `2027-02-01,schedule,${ids[0]},${evil},"'=HYPERLINK(""http://evil.example"")",'+VAT,2026-Q4,,,pending,false`);
      const overdue = (await t.api('GET', `/api/deadlines/export?clientId=${evil}&state=overdue`, { token: await t.token() })).rawPayload.toString('utf8');
      assert.equal(overdue.split('\r\n').filter(Boolean).length, 2, 'the filters apply');
    });
  },
  { config: { businessTimeZone: 'America/New_York' }, app: { clock } },
);
