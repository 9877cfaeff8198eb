import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { sqlitePlanOf } from '../../testing/statements.js';
import { LIMITS } from './schemas.js';

const clock = manualClock('2026-11-23T12:00:00.000Z');

const frame = (fn: string) => `TypeError: boom\n    at ${fn} (https://taxdesk.example/admin/assets/index-3f2a9c1b.js:10:20)\n    at run (native)`;

async function ingest(t: TestContext, entries: Record<string, unknown>[], token?: string) {
  return t.api('POST', '/api/clientlog', { token: token ?? (await t.token('staff')), body: { entries } });
}

describeApi(
  'client logs',
  (t) => {
    test('a batch is stored whole: 202 with the count; entries read back newest first with a fingerprint', async () => {
      const res = await ingest(t, [
        { level: 'error', message: 'Client 17 not found', stack: frame('loadClient'), url: 'https://taxdesk.example/admin/clients/17?tab=tax', source: 'admin-ui', context: { route: '/clients/17' }, occurredAt: '2026-11-23T11:00:00Z' },
        { level: 'info', message: 'signed in', occurredAt: '2026-11-23T11:30:00+09:00' },
        { level: 'warn', message: 'slow response 1200 ms' },
      ]);
      assertStatus(res, 202);
      assert.deepEqual(res.data, { stored: 3 });
      const list = await t.api('GET', '/api/clientlog', { token: await t.token() });
      assertStatus(list, 200);
      assert.equal(list.data.totalCount, 3);
      const [latest, middle, oldest] = list.data.items;
      assert.equal(latest.message, 'slow response 1200 ms');
      assert.equal(latest.occurredAt, '2026-11-23T12:00:00.000Z', 'defaults to the time received');
      assert.equal(middle.message, 'Client 17 not found');
      assert.equal(oldest.occurredAt, '2026-11-23T02:30:00.000Z');
      assert.deepEqual(middle.context, { route: '/clients/17' });
      assert.equal(middle.source, 'admin-ui');
      assert.match(middle.fingerprint, /^[0-9a-f]{32}$/);
      assert.equal(typeof middle.userId, 'number');
      assert.equal(middle.receivedAt, '2026-11-23T12:00:00.000Z');
    });

    test('limits: 101 entries, an oversize message or stack, an empty batch and a bad entry refuse the whole batch with its index', async () => {
      const before = (await t.api('GET', '/api/clientlog', { token: await t.token() })).data.totalCount;
      const entry = { level: 'error', message: 'x' };
      assertProblem(await ingest(t, Array.from({ length: 101 }, () => entry)), 400, { fields: ['entries'] });
      assertStatus(await ingest(t, Array.from({ length: 100 }, () => ({ ...entry, occurredAt: '2026-01-01T00:00:00Z' }))), 202);
      assertProblem(await ingest(t, []), 400, { fields: ['entries'] });
      assertProblem(await ingest(t, [entry, entry, { level: 'error', message: 'm'.repeat(LIMITS.message + 1) }]), 400, { fields: ['entries[2].message'] });
      assertProblem(await ingest(t, [entry, { level: 'error', message: 'x', stack: 's'.repeat(LIMITS.stack + 1) }]), 400, { fields: ['entries[1].stack'] });
      assertProblem(await ingest(t, [entry, { level: 'fatal', message: 'x', extra: 1 }]), 400, { fields: ['entries[1].level', 'entries[1].extra'] });
      assertProblem(await ingest(t, [{ level: 'error', message: 'x', context: { blob: 'b'.repeat(LIMITS.contextBytes) } }]), 400, { fields: ['entries[0].context'] });
      assertProblem(await ingest(t, [entry, { level: 'error', message: 'x', occurredAt: 'yesterday' }]), 400, { fields: ['entries[1].occurredAt'] });
      assertProblem(await ingest(t, [entry, { level: 'error', message: 'x', occurredAt: '2026-11-23T12:10:00Z' }]), 400, { fields: ['entries[1].occurredAt'] });
      const after = (await t.api('GET', '/api/clientlog', { token: await t.token() })).data.totalCount;
      assert.equal(after, before + 100, 'only the valid batch was stored');
    });

    test('filters: several levels, date-time range, search, source and fingerprint', async () => {
      const token = await t.token();
      await ingest(t, [
        { level: 'debug', message: 'filter-probe alpha', source: 'probe', occurredAt: '2026-11-20T00:00:00Z' },
        { level: 'warn', message: 'filter-probe BETA', source: 'probe', occurredAt: '2026-11-21T00:00:00Z' },
        { level: 'error', message: 'filter-probe gamma 100%', source: 'probe', occurredAt: '2026-11-22T00:00:00Z' },
      ]);
      const messages = async (query: Record<string, string | string[]>) =>
        (await t.api('GET', '/api/clientlog', { token, query: { source: 'probe', ...query } })).data.items.map((e: { message: string }) => e.message);
      assert.deepEqual(await messages({ level: ['warn', 'error'] }), ['filter-probe gamma 100%', 'filter-probe BETA']);
      assert.deepEqual(await messages({ level: 'debug,error' }), ['filter-probe gamma 100%', 'filter-probe alpha']);
      assert.deepEqual(await messages({ from: '2026-11-21T00:00:00Z', to: '2026-11-21T23:59:59Z' }), ['filter-probe BETA']);
      assert.deepEqual(await messages({ search: 'beta' }), ['filter-probe BETA']);
      assert.deepEqual(await messages({ search: '100%' }), ['filter-probe gamma 100%'], 'wildcards match literally');
      const gamma = (await t.api('GET', '/api/clientlog', { token, query: { source: 'probe', level: 'error' } })).data.items[0];
      assert.deepEqual(await messages({ fingerprint: gamma.fingerprint }), ['filter-probe gamma 100%']);
      assert.deepEqual(await messages({ source: 'nobody' }), []);
      assertProblem(await t.api('GET', '/api/clientlog', { token, query: { level: 'fatal', from: 'last week' } }), 400, { fields: ['level[0]', 'from'] });
      assertProblem(await t.api('GET', '/api/clientlog', { token, query: { from: '2026-11-22T00:00:00Z', to: '2026-11-21T00:00:00Z' } }), 400, { fields: ['from'] });
      assertProblem(await t.api('GET', '/api/clientlog', { token, query: { fingerprint: 'nope' } }), 400, { fields: ['fingerprint'] });
    });

    test('one level from one source: newest first over pages; SQLite tests both in one index (migration 0025)', async () => {
      const token = await t.token();
      const entries = Array.from({ length: 12 }, (_, i) => ({
        level: i % 2 ? 'error' : 'info',
        message: `level-source-probe ${i}`,
        source: i % 3 ? 'level-source-a' : 'level-source-b',
        occurredAt: new Date(Date.UTC(2026, 10, 22, 6, i)).toISOString(),
      }));
      await ingest(t, entries);
      const query = { level: 'error', source: 'level-source-a' };
      const expected = entries.filter((e) => e.level === 'error' && e.source === 'level-source-a').map((e) => e.message).reverse();
      const listed: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await t.api('GET', '/api/clientlog', { token, query: { ...query, page, pageSize: 2 } });
        assertStatus(res, 200);
        assert.equal(res.data.totalCount, expected.length);
        listed.push(...res.data.items.map((e: { message: string }) => e.message));
      }
      assert.deepEqual(listed, expected);
      if (t.dialect !== 'sqlite') return;
      const plan = await sqlitePlanOf(t, () => t.api('GET', '/api/clientlog', { token, query }), (statement) => /from "client_logs".*order by/s.test(statement));
      assert.equal(plan.length, 1, plan.join('; '));
      assert.match(plan[0]!, /^SEARCH client_logs USING INDEX client_logs_(level_source_idx \(level=\?\)|source_level_idx \(source=\?\))$/);
    });

    test('GET ?from= / ?to= accept the same date forms as DELETE ?before=: a date is a whole UTC day', async () => {
      const token = await t.token('admin');
      await ingest(t, [
        { level: 'info', message: 'day-probe 20 late', source: 'day', occurredAt: '2026-11-20T23:59:59.500Z' },
        { level: 'info', message: 'day-probe 21 early', source: 'day', occurredAt: '2026-11-21T00:00:00Z' },
        { level: 'info', message: 'day-probe 21 late', source: 'day', occurredAt: '2026-11-21T23:59:59.999Z' },
        { level: 'info', message: 'day-probe 22', source: 'day', occurredAt: '2026-11-22T00:00:00Z' },
      ]);
      const messages = async (query: Record<string, string>) =>
        (await t.api('GET', '/api/clientlog', { token, query: { source: 'day', ...query } })).data.items.map((e: { message: string }) => e.message);
      assert.deepEqual(await messages({ from: '2026-11-21', to: '2026-11-21' }), ['day-probe 21 late', 'day-probe 21 early']);
      assert.deepEqual(await messages({ from: '2026-11-21T00:00:00+09:00', to: '2026-11-21' }), ['day-probe 21 late', 'day-probe 21 early', 'day-probe 20 late']);
      const summary = await t.api('GET', '/api/clientlog/summary', { token, query: { source: 'day', from: '2026-11-22', to: '2026-11-22' } });
      assertStatus(summary, 200);
      assert.equal(summary.data.total, 1);
      assertProblem(await t.api('GET', '/api/clientlog', { token, query: { from: '2026-11-22', to: '2026-11-21' } }), 400, { code: 'invalid_range', fields: ['from'] });
      assertProblem(await t.api('GET', '/api/clientlog', { token, query: { from: '2026-13-01' } }), 400, { fields: ['from'] });
      const purged = await t.api('DELETE', '/api/clientlog', { token, query: { before: '2026-11-21' } });
      assertStatus(purged, 200);
      assert.deepEqual(await messages({ from: '2026-11-20', to: '2026-11-22' }), ['day-probe 22', 'day-probe 21 late', 'day-probe 21 early']);
      // An instant with an offset, as GET takes it: 23:59:59.999 UTC on the 21st (read without its offset, it would take the 22nd too).
      assertStatus(await t.api('DELETE', '/api/clientlog', { token, query: { before: '2026-11-22T08:59:59.999+09:00' } }), 200);
      assert.deepEqual(await messages({ from: '2026-11-20', to: '2026-11-22' }), ['day-probe 22', 'day-probe 21 late']);
    });

    test('grouping: messages differing only in an id group together; different top frames do not', async () => {
      const token = await t.token();
      await ingest(t, [
        { level: 'error', message: 'Invoice 1001 failed to load', stack: frame('loadInvoice'), source: 'grouping', occurredAt: '2026-11-23T08:00:00Z' },
        { level: 'error', message: 'Invoice 2002 failed to load', stack: frame('loadInvoice'), source: 'grouping', url: 'https://taxdesk.example/admin/invoices/2002', occurredAt: '2026-11-23T09:00:00Z' },
        { level: 'error', message: 'Invoice 3003 failed to load', stack: frame('printInvoice'), source: 'grouping', occurredAt: '2026-11-23T10:00:00Z' },
      ]);
      const res = await t.api('GET', '/api/clientlog/groups', { token, query: { source: 'grouping' } });
      assertStatus(res, 200);
      assert.equal(res.data.totalCount, 2);
      const [repeated, single] = res.data.items;
      assert.equal(repeated.count, 2);
      assert.equal(repeated.firstSeen, '2026-11-23T08:00:00.000Z');
      assert.equal(repeated.lastSeen, '2026-11-23T09:00:00.000Z');
      assert.deepEqual(repeated.levels, ['error']);
      assert.equal(repeated.sample.source, 'grouping');
      assert.equal(repeated.sample.message, 'Invoice 2002 failed to load', 'the latest entry is the sample');
      assert.equal(repeated.sample.url, 'https://taxdesk.example/admin/invoices/2002');
      assert.match(repeated.sample.stack, /loadInvoice/);
      assert.equal(single.count, 1);
      assert.match(single.sample.stack, /printInvoice/);
      const paged = await t.api('GET', '/api/clientlog/groups', { token, query: { source: 'grouping', pageSize: 1, page: 2 } });
      assert.equal(paged.data.items[0].fingerprint, single.fingerprint);
      assert.equal(paged.data.totalPages, 2);
    });

    test('summary: counts per level and per UTC day, and the top problems, over the range (default: the last 7 days)', async () => {
      const token = await t.token();
      await ingest(t, [
        { level: 'error', message: 'summary-probe 1', source: 'summary', occurredAt: '2026-11-19T23:59:59Z' },
        { level: 'error', message: 'summary-probe 2', source: 'summary', occurredAt: '2026-11-20T00:00:00Z' },
        { level: 'warn', message: 'summary-probe other', source: 'summary', occurredAt: '2026-11-20T05:00:00Z' },
        { level: 'error', message: 'summary-probe old', source: 'summary', occurredAt: '2026-11-01T00:00:00Z' },
      ]);
      const res = await t.api('GET', '/api/clientlog/summary', { token, query: { source: 'summary' } });
      assertStatus(res, 200);
      assert.equal(res.data.from, '2026-11-16T12:00:00.000Z');
      assert.equal(res.data.to, '2026-11-23T12:00:00.000Z');
      assert.equal(res.data.total, 3, 'the entry older than a week is outside the default range');
      assert.deepEqual(res.data.byLevel, { debug: 0, info: 0, warn: 1, error: 2 });
      assert.deepEqual(res.data.byDay, [
        { day: '2026-11-19', total: 1, debug: 0, info: 0, warn: 0, error: 1 },
        { day: '2026-11-20', total: 2, debug: 0, info: 0, warn: 1, error: 1 },
      ]);
      assert.equal(res.data.topFingerprints[0].count, 2);
      assert.equal(res.data.topFingerprints[0].message, 'summary-probe 2');
      assert.equal(res.data.topFingerprints[0].level, 'error');
      const ranged = await t.api('GET', '/api/clientlog/summary', { token, query: { source: 'summary', from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' } });
      assert.equal(ranged.data.total, 1);
      assertProblem(await t.api('GET', '/api/clientlog/summary', { token, query: { from: '2026-02-30' } }), 400, { fields: ['from'] });
      assertProblem(await t.api('GET', '/api/clientlog/groups', { token, query: { to: 'soon' } }), 400, { fields: ['to'] });
    });

    test('purge is admin only and answers how many went; the retention job removes what is older than the setting', async () => {
      const admin = await t.token('admin');
      const audited = (await auditOf(t, 'client_log')).length;
      await ingest(t, [
        { level: 'info', message: 'purge-probe', source: 'purge', occurredAt: '2025-01-01T00:00:00Z' },
        { level: 'info', message: 'purge-probe', source: 'purge', occurredAt: '2025-01-02T00:00:00Z' },
        { level: 'info', message: 'purge-probe', source: 'purge', occurredAt: '2026-10-01T00:00:00Z' },
      ]);
      assertProblem(await t.api('DELETE', '/api/clientlog', { token: await t.token('staff'), query: { before: '2025-01-02' } }), 403);
      assertProblem(await t.api('DELETE', '/api/clientlog', { token: admin, query: { before: 'tomorrow' } }), 400, { fields: ['before'] });
      assertProblem(await t.api('DELETE', '/api/clientlog', { token: admin }), 400, { fields: ['before'] });
      const purged = await t.api('DELETE', '/api/clientlog', { token: admin, query: { before: '2025-01-02' } });
      assertStatus(purged, 200);
      assert.deepEqual(purged.data, { deleted: 1 });
      const me = (await t.api('GET', '/api/users/me', { token: admin })).data.id;
      const trail = (await auditOf(t, 'client_log')).slice(audited);
      assert.deepEqual(
        trail.map((entry) => [entry.operation, entry.userId, entry.changes]),
        [['clientlog.purge', me, { cutoff: { before: null, after: '2025-01-02T00:00:00.000Z' }, deleted: { before: null, after: 1 } }]],
        'the purge is audited with its cutoff and count; the refused ones are not',
      );
      const count = async () => (await t.api('GET', '/api/clientlog', { token: admin, query: { source: 'purge' } })).data.totalCount;
      assert.equal(await count(), 2);
      // Retention is 30 days: on 2026-11-23 the October 1 entry is older than that, as is the 2025 one.
      assert.equal(await t.app.jobs.runOnce('client-logs.retention'), true);
      assert.equal(await count(), 0);
      assert.equal((await auditOf(t, 'client_log')).length, audited + 1, 'the retention job is the system, not a user');
      const recent = (await t.api('GET', '/api/clientlog', { token: admin, query: { from: '2026-10-25T00:00:00Z' } })).data.totalCount;
      assert.ok(recent > 0, 'entries inside the retention period stay');
    });

    test('every operation needs a token', async () => {
      assertProblem(await t.api('POST', '/api/clientlog', { body: { entries: [{ level: 'error', message: 'x' }] } }), 401);
      for (const url of ['/api/clientlog', '/api/clientlog/summary', '/api/clientlog/groups']) assertProblem(await t.api('GET', url), 401);
      assertProblem(await t.api('DELETE', '/api/clientlog', { query: { before: '2026-01-01' } }), 401);
    });
  },
  { app: { clock } },
);
