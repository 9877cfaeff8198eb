import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';

const clock = manualClock('2026-11-23T09:00:00.000Z');
import { createJobScheduler } from './scheduler.js';

describeApi('periodic jobs', (t) => {
  test('a job runs once per interval across instances (database lease)', async () => {
    const silent = t.app.log;
    const instances = [createJobScheduler(t.db, silent, clock), createJobScheduler(t.db, silent, clock), createJobScheduler(t.db, silent, clock)];
    let runs = 0;
    for (const scheduler of instances) {
      scheduler.register({ name: 'test.count', intervalMs: 60_000, run: async () => void runs++ });
    }
    const outcomes = await Promise.all(instances.map((scheduler) => scheduler.runOnce('test.count')));
    assert.equal(runs, 1);
    assert.deepEqual(outcomes.filter(Boolean).length, 1);
    // Still leased: nobody runs it again inside the interval.
    assert.equal(await instances[1]!.runOnce('test.count'), false);
    const lease = await t.db.selectFrom('job_leases').select(['last_run_at']).where('name', '=', 'test.count').executeTakeFirstOrThrow();
    assert.ok(lease.last_run_at);
  });

  test('the lease lapses after the interval, then another instance may run it', async () => {
    const first = createJobScheduler(t.db, t.app.log, clock);
    const second = createJobScheduler(t.db, t.app.log, clock);
    let runs = 0;
    for (const scheduler of [first, second]) scheduler.register({ name: 'test.short', intervalMs: 100, run: async () => void runs++ });
    assert.equal(await first.runOnce('test.short'), true);
    clock.advance(99);
    assert.equal(await second.runOnce('test.short'), false, 'still leased');
    clock.advance(1);
    assert.equal(await second.runOnce('test.short'), true);
    assert.equal(runs, 2);
  });

  test('the auth cleanup job removes tokens long expired', async () => {
    const user = await t.signup('staff');
    await t.login(user.email, user.password);
    const families = t.db.selectFrom('sessions').select('family_id').where('user_id', '=', user.id);
    await t.db.updateTable('refresh_tokens').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('family_id', 'in', families).execute();
    assert.equal(await t.app.jobs.runOnce('auth.purge-expired-tokens'), true);
    const left = await t.db.selectFrom('refresh_tokens').select('id').where('family_id', 'in', families).execute();
    assert.deepEqual(left, []);
  });
});
