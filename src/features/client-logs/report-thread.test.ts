import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';

const clock = manualClock('2026-11-23T12:00:00.000Z');

/*
 * Issue 28.3: the groups and the summary aggregate a whole range; on a SQLite file they run in the
 * report thread (src/db/report-reads.ts) on a connection of its own, so the request thread is not
 * held. These run on a database file (on SQLite) and check the answers through HTTP, on both
 * databases; how long the request thread stays free is measured in bench/ (report-healthz), not here.
 */
describeApi(
  'client-log reports off the request thread',
  (t) => {
    const stack = (fn: string) => `Error: failed\n    at ${fn} (https://taxdesk.example/admin/assets/index-1.js:1:1)`;

    test('groups and summary answer what was just stored, through the report thread on SQLite', async () => {
      const offThreadBefore = t.app.reports.statementsOffThread;
      const staff = await t.token('staff');
      const stored = await t.api('POST', '/api/clientlog', {
        token: staff,
        body: {
          entries: [
            { level: 'error', message: 'Report 1 failed', stack: stack('one'), source: 'thread', occurredAt: '2026-11-22T08:00:00Z' },
            { level: 'error', message: 'Report 2 failed', stack: stack('one'), source: 'thread', occurredAt: '2026-11-22T09:00:00Z' },
            { level: 'warn', message: 'Other problem', stack: stack('two'), source: 'thread', occurredAt: '2026-11-23T10:00:00Z' },
          ],
        },
      });
      assertStatus(stored, 202);
      const token = await t.token();
      const groups = await t.api('GET', '/api/clientlog/groups', { token, query: { source: 'thread' } });
      assertStatus(groups, 200);
      assert.equal(groups.data.totalCount, 2);
      const [repeated, single] = groups.data.items;
      assert.deepEqual([repeated.count, repeated.levels, repeated.firstSeen, repeated.lastSeen], [2, ['error'], '2026-11-22T08:00:00.000Z', '2026-11-22T09:00:00.000Z']);
      assert.equal(repeated.sample.message, 'Report 2 failed');
      assert.equal(single.sample.message, 'Other problem');
      const summary = await t.api('GET', '/api/clientlog/summary', { token, query: { source: 'thread' } });
      assertStatus(summary, 200);
      assert.equal(summary.data.total, 3);
      assert.deepEqual(summary.data.byLevel, { debug: 0, info: 0, warn: 1, error: 2 });
      assert.deepEqual(
        summary.data.byDay.map((day: { day: string; total: number }) => [day.day, day.total]),
        [['2026-11-22', 2], ['2026-11-23', 1]],
      );
      assert.equal(summary.data.topFingerprints[0].count, 2);
      // A text search takes its planned candidates along to the thread.
      const searched = await t.api('GET', '/api/clientlog/groups', { token, query: { source: 'thread', search: 'other problem' } });
      assertStatus(searched, 200);
      assert.deepEqual(searched.data.items.map((item: { count: number }) => item.count), [1]);
      if (t.dialect === 'sqlite') {
        assert.equal(t.app.reports.offThread, true, 'a database file has a report thread');
        // groups: count, page, samples (x2); summary: three aggregates and the samples.
        assert.ok(t.app.reports.statementsOffThread - offThreadBefore >= 9, `statements ran in the report thread (${t.app.reports.statementsOffThread - offThreadBefore})`);
      } else {
        assert.equal(t.app.reports.offThread, false, 'PostgreSQL does the work in its own processes');
      }
    });

    test('bad input is 400 and no token 401, before any report read', async () => {
      const before = t.app.reports.statementsOffThread;
      const token = await t.token();
      assertProblem(await t.api('GET', '/api/clientlog/groups', { token, query: { from: 'yesterday' } }), 400, { fields: ['from'] });
      assertProblem(await t.api('GET', '/api/clientlog/summary', { token, query: { level: 'fatal' } }), 400);
      assertProblem(await t.api('GET', '/api/clientlog/summary'), 401);
      assert.equal(t.app.reports.statementsOffThread, before);
    });

    test('the report thread reads only: a write sent to it is refused and changes nothing', { skip: t.dialect !== 'sqlite' }, async () => {
      const count = async () => Number((await t.db.selectFrom('client_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      await assert.rejects(t.app.reports.db.deleteFrom('client_logs').execute(), /reads only/);
      assert.equal(await count(), before);
    });
  },
  { app: { clock }, sqliteFile: true },
);
