import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { newClient } from '../../testing/records.js';

const clock = manualClock('2026-11-22T15:30:00.000Z');

async function schedule(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/taxfilingschedule', { token: await t.token(), body: { taxType: 'VAT', dueDate: '2027-01-25', ...body } });
  assertStatus(res, 201);
  return res.data;
}

async function pendingCount(t: TestContext): Promise<number> {
  return (await t.api('GET', '/api/taxfilingschedule/pending-count', { token: await t.token() })).data.count;
}

describeApi(
  'schedule corrections',
  (t) => {
    test('update replaces the fields (staff may), keeps the client and the completion; the pending count stays right', async () => {
      const token = await t.token('staff');
      const assignee = await t.createUser('staff');
      const clientId = await newClient(t);
      const made = await schedule(t, { clientId, period: '2026-Q4', notes: 'old' });
      const count = await pendingCount(t);
      const res = await t.api('PUT', `/api/taxfilingschedule/${made.id}`, {
        token,
        body: { taxType: 'income', period: '2026', dueDate: '2027-05-31', recurrence: 'yearly', assigneeUserId: assignee },
      });
      assertStatus(res, 200);
      assert.deepEqual(
        [res.data.clientId, res.data.taxType, res.data.period, res.data.dueDate, res.data.recurrence, res.data.notes, res.data.assigneeUserId, res.data.isCompleted],
        [clientId, 'income', '2026', '2027-05-31', 'yearly', null, assignee, false],
      );
      assert.equal(await pendingCount(t), count);
      const upcoming = await t.api('GET', '/api/taxfilingschedule', { token, query: { clientId, from: '2027-05-31', to: '2027-05-31' } });
      assert.deepEqual(upcoming.data.items.map((s: { id: number }) => s.id), [made.id]);
      const entries = await auditOf(t, 'tax_filing_schedule', made.id);
      assert.equal(entries.at(-1)!.operation, 'tax_filing_schedule.update');
      assert.deepEqual(entries.at(-1)!.changes!.dueDate, { before: '2027-01-25', after: '2027-05-31' });
    });

    test('update: an unchanged save writes nothing; bad input, an inactive assignee and a missing schedule are refused and record nothing', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await schedule(t, { clientId, period: '2026-11' });
      const count = await auditCount(t);
      clock.advance(60_000);
      const same = await t.api('PUT', `/api/taxfilingschedule/${made.id}`, { token, body: { taxType: 'VAT', period: '2026-11', dueDate: '2027-01-25' } });
      assertStatus(same, 200);
      assert.deepEqual(same.data, made);
      assertProblem(await t.api('PUT', `/api/taxfilingschedule/${made.id}`, { token, body: { taxType: '', dueDate: '2027-02-30', clientId, isCompleted: true } }), 400, {
        fields: ['taxType', 'dueDate'],
      });
      // The client and the completion may be echoed as GET returned them, not changed here.
      assertProblem(await t.api('PUT', `/api/taxfilingschedule/${made.id}`, { token, body: { taxType: 'VAT', dueDate: '2027-01-25', clientId: clientId + 1000, isCompleted: true } }), 400, {
        fields: ['clientId', 'isCompleted'],
      });
      assertProblem(await t.api('PUT', `/api/taxfilingschedule/${made.id}`, { token, body: { taxType: 'VAT', dueDate: '2027-01-25', assigneeUserId: 987654 } }), 400, {
        fields: ['assigneeUserId'],
      });
      assertProblem(await t.api('PUT', '/api/taxfilingschedule/987654', { token, body: { taxType: 'VAT', dueDate: '2027-01-25' } }), 404);
      assertProblem(await t.api('PUT', `/api/taxfilingschedule/${made.id}`, { body: { taxType: 'VAT', dueDate: '2027-01-25' } }), 401);
      assert.equal(await auditCount(t), count);
    });

    test('delete removes a schedule and its place in the pending count; the schedule it followed forgets it', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const first = await schedule(t, { clientId, recurrence: 'monthly', period: '2027-01' });
      const done = await t.api('PUT', `/api/taxfilingschedule/${first.id}/complete`, { token });
      const next = done.data.nextSchedule;
      const count = await pendingCount(t);
      assertStatus(await t.api('DELETE', `/api/taxfilingschedule/${next.id}`, { token }), 204);
      assert.equal(await pendingCount(t), count - 1);
      assertProblem(await t.api('GET', `/api/taxfilingschedule/${next.id}`, { token }), 404);
      assert.equal((await t.api('GET', `/api/taxfilingschedule/${first.id}`, { token })).data.nextScheduleId, null);
      assertStatus(await t.api('DELETE', `/api/taxfilingschedule/${first.id}`, { token }), 204);
      assert.equal(await pendingCount(t), count - 1, 'a completed schedule was not counted');
      const entries = await auditOf(t, 'tax_filing_schedule', first.id);
      assert.equal(entries.at(-1)!.operation, 'tax_filing_schedule.delete');
      assertProblem(await t.api('DELETE', `/api/taxfilingschedule/${first.id}`, { token }), 404);
      assertProblem(await t.api('DELETE', '/api/taxfilingschedule/x', { token }), 400, { fields: ['id'] });
      assertProblem(await t.api('DELETE', `/api/taxfilingschedule/${first.id}`, {}), 401);
    });

    test('undoing a completion makes it pending again and removes the untouched next schedule', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await schedule(t, { clientId, recurrence: 'quarterly', period: '2026-Q4' });
      const count = await pendingCount(t);
      const done = await t.api('PUT', `/api/taxfilingschedule/${made.id}/complete`, { token });
      const nextId = done.data.nextSchedule.id;
      const res = await t.api('DELETE', `/api/taxfilingschedule/${made.id}/complete`, { token });
      assertStatus(res, 200);
      assert.deepEqual([res.data.isCompleted, res.data.completedAt, res.data.nextScheduleId], [false, null, null]);
      assertProblem(await t.api('GET', `/api/taxfilingschedule/${nextId}`, { token }), 404);
      assert.equal(await pendingCount(t), count);
      const entries = await auditOf(t, 'tax_filing_schedule', made.id);
      assert.deepEqual(entries.map((e) => e.operation), ['tax_filing_schedule.create', 'tax_filing_schedule.complete', 'tax_filing_schedule.reopen']);
      assert.equal((await auditOf(t, 'tax_filing_schedule', nextId)).at(-1)!.operation, 'tax_filing_schedule.delete');
      assertProblem(await t.api('DELETE', `/api/taxfilingschedule/${made.id}/complete`, { token }), 409, { code: 'schedule_not_completed' });
      assertProblem(await t.api('DELETE', '/api/taxfilingschedule/987654/complete', { token }), 404);
      assertProblem(await t.api('DELETE', `/api/taxfilingschedule/${made.id}/complete`, {}), 401);
      // Completed again, it can be undone again.
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${made.id}/complete`, { token }), 200);
      assertStatus(await t.api('DELETE', `/api/taxfilingschedule/${made.id}/complete`, { token }), 200);
    });

    test('undo is refused (409, nothing changed) once the next schedule was edited; a one-off schedule reopens alone', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await schedule(t, { clientId, recurrence: 'yearly', period: '2026' });
      const done = await t.api('PUT', `/api/taxfilingschedule/${made.id}/complete`, { token });
      const next = done.data.nextSchedule;
      clock.advance(1_000);
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${next.id}`, { token, body: { taxType: 'VAT', dueDate: next.dueDate, notes: 'started' } }), 200);
      const count = await auditCount(t);
      const refused = await t.api('DELETE', `/api/taxfilingschedule/${made.id}/complete`, { token });
      assertProblem(refused, 409, { code: 'schedule_next_in_use' });
      assert.equal(refused.data.nextScheduleId, next.id);
      assert.equal((await t.api('GET', `/api/taxfilingschedule/${made.id}`, { token })).data.isCompleted, true);
      assert.equal(await auditCount(t), count);

      const oneOff = await schedule(t, { clientId });
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${oneOff.id}/complete`, { token }), 200);
      const reopened = await t.api('DELETE', `/api/taxfilingschedule/${oneOff.id}/complete`, { token });
      assertStatus(reopened, 200);
      assert.equal(reopened.data.isCompleted, false);
    });
  },
  { config: { businessTimeZone: 'Asia/Seoul' }, app: { clock } },
);
