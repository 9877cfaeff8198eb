import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { deleteClient, newClient } from '../../testing/records.js';
import { nextDueDate, nextPeriod } from './service.js';

// 15:30 UTC on Nov 22 is 00:30 on Nov 23 in Seoul, the firm's time zone here.
const clock = manualClock('2026-11-22T15:30:00.000Z');

async function schedule(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/taxfilingschedule', { token: await t.token(), body: { taxType: 'VAT', ...body } });
  assertStatus(res, 201);
  return res.data;
}

describeApi(
  'tax filing schedules',
  (t) => {
    test('create answers 201 with Location; get by id reads it back', async () => {
      const clientId = await newClient(t, 'Schedule Owner');
      const res = await t.api('POST', '/api/taxfilingschedule', {
        token: await t.token('staff'),
        body: { clientId, taxType: 'VAT', period: '2026-Q4', dueDate: '2027-01-25', notes: 'collect invoices' },
      });
      assertStatus(res, 201);
      assert.equal(res.headers.location, `/api/taxfilingschedule/${res.data.id}`);
      assert.deepEqual(
        { ...res.data, id: 0, createdAt: '', updatedAt: '' },
        {
          id: 0,
          clientId,
          clientName: 'Schedule Owner',
          taxType: 'VAT',
          period: '2026-Q4',
          dueDate: '2027-01-25',
          recurrence: null,
          isCompleted: false,
          completedAt: null,
          nextScheduleId: null,
          notes: 'collect invoices',
          assigneeUserId: null,
          createdAt: '',
          updatedAt: '',
        },
      );
      const read = await t.api('GET', `/api/taxfilingschedule/${res.data.id}`, { token: await t.token() });
      assert.deepEqual(read.data, res.data);
      assertProblem(await t.api('GET', '/api/taxfilingschedule/987654', { token: await t.token() }), 404);
      assertProblem(await t.api('GET', '/api/taxfilingschedule/0', { token: await t.token() }), 400);
    });

    test('bad input is 400 per field; a missing or deleted client is 400', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const res = await t.api('POST', '/api/taxfilingschedule', {
        token,
        body: { clientId, taxType: '', dueDate: '2027-02-29', recurrence: 'weekly', isCompleted: true },
      });
      assertProblem(res, 400, { fields: ['taxType', 'dueDate', 'recurrence', 'isCompleted'] });
      assertProblem(await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: 999999, taxType: 'VAT', dueDate: '2027-01-01' } }), 400, {
        code: 'client_not_found',
        fields: ['clientId'],
      });
      const gone = await newClient(t);
      await deleteClient(t, gone);
      assertProblem(await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: gone, taxType: 'VAT', dueDate: '2027-01-01' } }), 400, {
        code: 'client_not_found',
      });
    });

    test('completing sets completedAt; completing twice is 409; concurrent completions: one wins', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const once = await schedule(t, { clientId, dueDate: '2026-12-10' });
      const done = await t.api('PUT', `/api/taxfilingschedule/${once.id}/complete`, { token });
      assertStatus(done, 200);
      assert.equal(done.data.schedule.isCompleted, true);
      assert.equal(done.data.schedule.completedAt, '2026-11-22T15:30:00.000Z');
      assert.equal(done.data.nextSchedule, null);
      const again = await t.api('PUT', `/api/taxfilingschedule/${once.id}/complete`, { token });
      assertProblem(again, 409, { code: 'schedule_already_completed' });
      assert.equal(again.data.completedAt, '2026-11-22T15:30:00.000Z');
      assertProblem(await t.api('PUT', '/api/taxfilingschedule/987654/complete', { token }), 404);

      const raced = await schedule(t, { clientId, dueDate: '2026-12-11', recurrence: 'monthly' });
      const results = await Promise.all([1, 2, 3].map(() => t.api('PUT', `/api/taxfilingschedule/${raced.id}/complete`, { token })));
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
      const all = await t.api('GET', `/api/taxfilingschedule/client/${clientId}`, { token, query: { completed: false } });
      assert.equal(all.data.items.filter((s: { dueDate: string }) => s.dueDate === '2027-01-11').length, 1, 'exactly one next schedule');
    });

    test('a recurring schedule creates its next one, month ends clamped, period advanced', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const monthly = await schedule(t, { clientId, dueDate: '2027-01-31', recurrence: 'monthly', period: '2027-01', notes: 'payroll' });
      const res = await t.api('PUT', `/api/taxfilingschedule/${monthly.id}/complete`, { token });
      assertStatus(res, 200);
      const next = res.data.nextSchedule;
      assert.equal(next.dueDate, '2027-02-28');
      assert.equal(next.period, '2027-02');
      assert.equal(next.recurrence, 'monthly');
      assert.equal(next.notes, 'payroll');
      assert.equal(next.isCompleted, false);
      assert.equal(res.data.schedule.nextScheduleId, next.id);

      assert.equal(nextDueDate('2028-01-31', 'monthly'), '2028-02-29');
      assert.equal(nextDueDate('2026-11-30', 'quarterly'), '2027-02-28');
      assert.equal(nextDueDate('2028-02-29', 'yearly'), '2029-02-28');
      assert.equal(nextDueDate('2026-12-31', 'monthly'), '2027-01-31');
      assert.equal(nextPeriod('2026-Q4', 'quarterly'), '2027-Q1');
      assert.equal(nextPeriod('2026-12', 'monthly'), '2027-01');
      assert.equal(nextPeriod('2026', 'yearly'), '2027');
      assert.equal(nextPeriod('H2 2026', 'yearly'), null);
      assert.equal(nextPeriod('2026-Q4', 'monthly'), null);
    });

    test('a recurring series ends with year 9999: completing its last schedule creates no next one (was a 500 on PostgreSQL)', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Far future');
      for (const [dueDate, recurrence] of [['9999-12-15', 'yearly'], ['9999-12-31', 'monthly'], ['9999-11-30', 'quarterly']] as const) {
        const last = await schedule(t, { clientId, dueDate, recurrence });
        const res = await t.api('PUT', `/api/taxfilingschedule/${last.id}/complete`, { token });
        assertStatus(res, 200);
        assert.equal(res.data.schedule.isCompleted, true);
        assert.equal(res.data.nextSchedule, null);
        assert.equal(res.data.schedule.nextScheduleId, null);
      }
      const within = await schedule(t, { clientId, dueDate: '9999-09-30', recurrence: 'quarterly' });
      const res = await t.api('PUT', `/api/taxfilingschedule/${within.id}/complete`, { token });
      assert.equal(res.data.nextSchedule.dueDate, '9999-12-30');
      assert.equal(nextDueDate('9999-12-31', 'monthly'), '10000-01-31');
    });

    test('upcoming: pending schedules due from today through today + days in the firm time zone', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Window');
      // Business today is 2026-11-23 in Seoul while UTC is still Nov 22.
      const made: Record<string, number> = {};
      for (const [label, dueDate] of Object.entries({ yesterday: '2026-11-22', today: '2026-11-23', day30: '2026-12-23', day31: '2026-12-24' })) {
        made[label] = (await schedule(t, { clientId, dueDate })).id;
      }
      const completed = await schedule(t, { clientId, dueDate: '2026-11-24' });
      await t.api('PUT', `/api/taxfilingschedule/${completed.id}/complete`, { token });
      const res = await t.api('GET', '/api/taxfilingschedule/upcoming', { token, query: { pageSize: 100 } });
      assertStatus(res, 200);
      const mine = res.data.items.filter((s: { clientId: number }) => s.clientId === clientId).map((s: { id: number }) => s.id);
      assert.deepEqual(mine, [made.today, made.day30]);
      const today = await t.api('GET', '/api/taxfilingschedule/upcoming', { token, query: { days: 0, pageSize: 100 } });
      assert.deepEqual(today.data.items.filter((s: { clientId: number }) => s.clientId === clientId).map((s: { id: number }) => s.id), [made.today]);
      assertProblem(await t.api('GET', '/api/taxfilingschedule/upcoming', { token, query: { days: 367 } }), 400, { fields: ['days'] });
    });

    test('pending count leaves out completed schedules and deleted clients', async () => {
      const token = await t.token();
      const before = (await t.api('GET', '/api/taxfilingschedule/pending-count', { token })).data.count;
      const clientId = await newClient(t);
      const a = await schedule(t, { clientId, dueDate: '2027-03-01' });
      await schedule(t, { clientId, dueDate: '2027-03-02' });
      let count = (await t.api('GET', '/api/taxfilingschedule/pending-count', { token })).data.count;
      assert.equal(count, before + 2);
      await t.api('PUT', `/api/taxfilingschedule/${a.id}/complete`, { token });
      count = (await t.api('GET', '/api/taxfilingschedule/pending-count', { token })).data.count;
      assert.equal(count, before + 1);
      await deleteClient(t, clientId);
      count = (await t.api('GET', '/api/taxfilingschedule/pending-count', { token })).data.count;
      assert.equal(count, before);
      assertStatus(await t.api('GET', `/api/taxfilingschedule/${a.id}`, { token }), 200);
    });

    test('list filters: completed, client, due-date range with both ends included', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const jan1 = await schedule(t, { clientId, dueDate: '2030-01-01' });
      const jan31 = await schedule(t, { clientId, dueDate: '2030-01-31' });
      await schedule(t, { clientId, dueDate: '2030-02-01' });
      await t.api('PUT', `/api/taxfilingschedule/${jan31.id}/complete`, { token });
      const range = await t.api('GET', '/api/taxfilingschedule', { token, query: { clientId, from: '2030-01-01', to: '2030-01-31' } });
      assertStatus(range, 200);
      assert.deepEqual(range.data.items.map((s: { id: number }) => s.id), [jan1.id, jan31.id]);
      const pending = await t.api('GET', '/api/taxfilingschedule', { token, query: { clientId, completed: false, to: '2030-01-31' } });
      assert.deepEqual(pending.data.items.map((s: { id: number }) => s.id), [jan1.id]);
      assertProblem(await t.api('GET', '/api/taxfilingschedule', { token, query: { from: '2030-02-01', to: '2030-01-01' } }), 400, { fields: ['from'] });
      assertProblem(await t.api('GET', '/api/taxfilingschedule', { token, query: { from: '2030-13-01', completed: 'maybe' } }), 400, {
        fields: ['from', 'completed'],
      });
      const byClient = await t.api('GET', `/api/taxfilingschedule/client/${clientId}`, { token, query: { pageSize: 2 } });
      assert.equal(byClient.data.totalCount, 3);
      assert.equal(byClient.data.totalPages, 2);
    });

    test('the client-scoped list is 404 for a client that does not exist', async () => {
      assertProblem(await t.api('GET', '/api/taxfilingschedule/client/987654', { token: await t.token() }), 404, { code: 'not_found' });
    });

    test('create and complete record audit entries in the transaction (the next schedule too); a refused completion records none', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await schedule(t, { clientId, dueDate: '2027-03-31', recurrence: 'quarterly', period: '2027-Q1' });
      const done = await t.api('PUT', `/api/taxfilingschedule/${made.id}/complete`, { token });
      assertStatus(done, 200);
      const entries = await auditOf(t, 'tax_filing_schedule', made.id);
      assert.deepEqual(entries.map((e) => e.operation), ['tax_filing_schedule.create', 'tax_filing_schedule.complete']);
      assert.deepEqual(entries[1]!.changes!.isCompleted, { before: false, after: true });
      const next = await auditOf(t, 'tax_filing_schedule', done.data.nextSchedule.id);
      assert.deepEqual(next.map((e) => e.operation), ['tax_filing_schedule.create']);

      const before = (await auditOf(t, 'tax_filing_schedule')).length;
      assertProblem(await t.api('PUT', `/api/taxfilingschedule/${made.id}/complete`, { token }), 409, { code: 'schedule_already_completed' });
      assertProblem(await t.api('PUT', '/api/taxfilingschedule/987654/complete', { token }), 404);
      assert.equal((await auditOf(t, 'tax_filing_schedule')).length, before);
    });

    test('every operation needs a token', async () => {
      for (const [method, url] of [
        ['POST', '/api/taxfilingschedule'],
        ['GET', '/api/taxfilingschedule/1'],
        ['GET', '/api/taxfilingschedule'],
        ['GET', '/api/taxfilingschedule/client/1'],
        ['GET', '/api/taxfilingschedule/upcoming'],
        ['PUT', '/api/taxfilingschedule/1/complete'],
        ['GET', '/api/taxfilingschedule/pending-count'],
      ] as const) {
        assertProblem(await t.api(method, url, { body: method === 'POST' ? {} : undefined }), 401);
      }
    });
  },
  { config: { businessTimeZone: 'Asia/Seoul' }, app: { clock } },
);
