/*
 * The client-log list's count comes from counts kept on write (per UTC hour, level and source, and
 * per level and source over all time), plus the entries of the partial hours at the ends of a
 * range. These tests compare every count with one made here from the entries themselves (read
 * through the list's pages), after ingestion, an admin's purge, the retention job, concurrent
 * writes and the migration's backfill.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as logCountsMigration from '../../db/migrations/0022_client_log_counts.js';
import { assertEvery, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { statementsOf } from '../../testing/statements.js';

// Retention is 30 days: the job's cutoff is 2026-10-24T12:20, in the middle of an hour.
const clock = manualClock('2026-11-23T12:20:00.000Z');

interface Entry {
  level: string;
  source: string | null;
  message: string;
  fingerprint: string;
  occurredAt: string;
}

type Filter = { level?: string; source?: string; from?: string; to?: string; search?: string; fingerprint?: string };

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
const SOURCES = ['admin-ui', 'api-client', null] as const;

/** Entries around hour boundaries (on the hour, inside it, its last millisecond) over several days, and some older than the retention. */
function entriesAround(day: string, hours: number[], tag: string): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  let i = 0;
  for (const hour of hours) {
    const h = String(hour).padStart(2, '0');
    for (const at of [`${day}T${h}:00:00.000Z`, `${day}T${h}:10:00.000Z`, `${day}T${h}:30:00.000Z`, `${day}T${h}:59:59.999Z`]) {
      const source = SOURCES[i % SOURCES.length];
      entries.push({ level: LEVELS[i % LEVELS.length], message: `${tag} ${i % 5 === 0 ? 'needle' : 'hay'} ${i}`, occurredAt: at, ...(source ? { source } : {}) });
      i++;
    }
  }
  return entries;
}

async function ingest(t: TestContext, entries: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 100) {
    assertStatus(await t.api('POST', '/api/clientlog', { token: await t.token('staff'), body: { entries: entries.slice(start, start + 100) } }), 202);
  }
}

/** Every entry, through the list's pages until a short one (not trusting its count, which is under test). */
async function allEntries(t: TestContext): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page++) {
    const res = await t.api('GET', '/api/clientlog', { token: await t.token(), query: { page, pageSize: 100 } });
    assertStatus(res, 200);
    entries.push(...(res.data.items as Entry[]));
    if (res.data.items.length < 100) return entries;
  }
}

const ms = (value: string, end = false) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`) : Date.parse(value));

function matches(entry: Entry, filter: Filter): boolean {
  const at = Date.parse(entry.occurredAt);
  return (
    (!filter.level || filter.level.split(',').includes(entry.level)) &&
    (!filter.source || entry.source === filter.source) &&
    (!filter.from || at >= ms(filter.from)) &&
    (!filter.to || at <= ms(filter.to, true)) &&
    (!filter.search || entry.message.toLowerCase().includes(filter.search.toLowerCase())) &&
    (!filter.fingerprint || entry.fingerprint === filter.fingerprint)
  );
}

/** Ranges on whole hours, across partial hours at either end, inside one hour, open on one side, as dates and with an offset. */
const RANGES: Filter[] = [
  {},
  { from: '2026-11-21T10:00:00.000Z', to: '2026-11-21T10:59:59.999Z' },
  { from: '2026-11-21T10:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  { from: '2026-11-21T10:30:00.000Z', to: '2026-11-22T03:15:00.000Z' },
  { from: '2026-11-21T10:05:00.000Z', to: '2026-11-21T10:45:00.000Z' },
  { from: '2026-11-21T10:30:00.000Z', to: '2026-11-21T11:30:00.000Z' },
  { from: '2026-11-21T10:59:59.999Z', to: '2026-11-21T11:00:00.000Z' },
  { from: '2026-11-21T16:00:00+05:30' },
  { from: '2026-11-22T00:10:00.000Z' },
  { to: '2026-11-21T11:10:00.000Z' },
  { to: '2026-11-21T10:59:59.999Z' },
  { from: '2026-11-21', to: '2026-11-21' },
  { from: '2026-11-22' },
  { to: '2026-11-21' },
];
const KEYS: Filter[] = [{}, { level: 'error' }, { level: 'debug,warn' }, { source: 'admin-ui' }, { source: 'api-client', level: 'info,error' }, { source: 'nobody' }];

async function assertCountsMatch(t: TestContext): Promise<Entry[]> {
  const token = await t.token();
  const entries = await allEntries(t);
  const filters: Filter[] = RANGES.flatMap((range) => KEYS.map((key) => ({ ...range, ...key })));
  filters.push({ search: 'NEEDLE' }, { search: 'needle', level: 'error', from: '2026-11-21T10:30:00.000Z' });
  if (entries[0]) filters.push({ fingerprint: entries[0].fingerprint }, { fingerprint: entries[0].fingerprint, from: '2026-11-21T10:30:00.000Z' });
  for (const filter of filters) {
    const res = await t.api('GET', '/api/clientlog', { token, query: { pageSize: 1, ...filter } });
    assertStatus(res, 200);
    const expected = entries.filter((entry) => matches(entry, filter)).length;
    assert.equal(res.data.totalCount, expected, `count of ${JSON.stringify(filter)}`);
    assert.equal(res.data.totalPages, expected);
  }
  return entries;
}

/** No count row is left at zero (the counts hold only hours with entries) and each total is its hours' sum. */
async function assertCountRowsTidy(t: TestContext): Promise<void> {
  const hours = await t.db.selectFrom('client_log_counts').select(['level', 'source', 'entries']).execute();
  const totals = await t.db.selectFrom('client_log_totals').select(['level', 'source', 'entries']).execute();
  assert.equal(hours.filter((row) => Number(row.entries) <= 0).length, 0, 'no hour row at zero or below');
  assert.equal(totals.filter((row) => Number(row.entries) <= 0).length, 0, 'no total row at zero or below');
  const summed = new Map<string, number>();
  for (const row of hours) summed.set(`${row.level}/${row.source}`, (summed.get(`${row.level}/${row.source}`) ?? 0) + Number(row.entries));
  assert.deepEqual(new Map(totals.map((row) => [`${row.level}/${row.source}`, Number(row.entries)])), summed);
}

describeApi(
  'client-log counts kept on write',
  (t) => {
    test('ingestion, an admin purge in the middle of an hour and the retention job: every count matches the entries', async () => {
      await ingest(t, [
        ...entriesAround('2026-11-21', [9, 10, 11, 12], 'a'),
        ...entriesAround('2026-11-22', [0, 3, 23], 'b'),
        ...entriesAround('2026-10-24', [11, 12], 'old'),
        { level: 'error', message: 'no time given: now' },
      ]);
      const ingested = await assertCountsMatch(t);
      assert.equal(ingested.length, 37);
      await assertCountRowsTidy(t);

      const purged = await t.api('DELETE', '/api/clientlog', { token: await t.token('admin'), query: { before: '2026-11-21T10:30:00.000Z' } });
      assertStatus(purged, 200);
      assert.equal(purged.data.deleted, 8 + 4 + 2, 'October, 09:00 and 10:00 to 10:30');
      assert.equal((await assertCountsMatch(t)).length, ingested.length - purged.data.deleted);
      await assertCountRowsTidy(t);

      await ingest(t, entriesAround('2026-10-24', [11, 12], 'old again'));
      await assertCountsMatch(t);
      assert.equal(await t.app.jobs.runOnce('client-logs.retention'), true);
      const kept = await assertCountsMatch(t);
      assertEvery(kept, (entry) => entry.occurredAt >= '2026-10-24T12:20:00.000Z', 'the job removed what is older than 30 days');
      assert.equal(kept.filter((entry) => entry.occurredAt.startsWith('2026-10-24T12')).length, 2, 'the cutoff hour keeps its later entries');
      await assertCountRowsTidy(t);

      assertStatus(await t.api('DELETE', '/api/clientlog', { token: await t.token('admin'), query: { before: '2026-11-24' } }), 200);
      assert.equal((await assertCountsMatch(t)).length, 0);
      assert.equal((await t.db.selectFrom('client_log_counts').select('hour').execute()).length, 0, 'an emptied hour leaves no row');
      assert.equal((await t.db.selectFrom('client_log_totals').select('level').execute()).length, 0);
    });

    test('concurrent ingestions into the same hours, with a purge or the retention job running, leave every count exact', async () => {
      await Promise.all([
        ...Array.from({ length: 8 }, (_, k) => ingest(t, entriesAround('2026-11-21', [10, 11, 12], `c${k}`))),
        ...Array.from({ length: 4 }, (_, k) => ingest(t, entriesAround('2026-11-20', [22, 23], `d${k}`))),
        t.api('DELETE', '/api/clientlog', { token: await t.token('admin'), query: { before: '2026-11-20T23:30:00.000Z' } }),
      ]);
      const entries = await assertCountsMatch(t);
      assert.ok(entries.length >= 8 * 12, 'the concurrent batches were stored');
      await assertCountRowsTidy(t);

      await ingest(t, entriesAround('2026-10-20', [5, 6], 'expired'));
      await Promise.all([
        t.app.jobs.runOnce('client-logs.retention'),
        ...Array.from({ length: 4 }, (_, k) => ingest(t, entriesAround('2026-10-20', [6, 7], `e${k}`))),
        ...Array.from({ length: 4 }, (_, k) => ingest(t, entriesAround('2026-11-21', [11], `f${k}`))),
      ]);
      await assertCountsMatch(t);
      await assertCountRowsTidy(t);
    });

    test('the migration counts the entries that exist', async () => {
      await ingest(t, [...entriesAround('2026-11-21', [10, 11], 'm'), ...entriesAround('2026-11-22', [3], 'n')]);
      const before = await assertCountsMatch(t);
      await logCountsMigration.down(t.db);
      await logCountsMigration.up(t.db);
      assert.deepEqual(await assertCountsMatch(t), before);
      await assertCountRowsTidy(t);
    });

    test('a list without a text search or a problem is counted without counting the entries of whole hours', async () => {
      await ingest(t, entriesAround('2026-11-21', [10, 11], 'plan'));
      const token = await t.token();
      const queries: Filter[] = [{}, { level: 'error' }, { level: 'warn,error', source: 'admin-ui' }, { from: '2026-11-21T10:00:00.000Z', to: '2026-11-21T11:59:59.999Z' }];
      for (const query of queries) {
        const statements = (await statementsOf(t, async () => assertStatus(await t.api('GET', '/api/clientlog', { token, query }), 200))).map((statement) => statement.sql);
        const counts = statements.filter((statement) => /count\(\*\)/i.test(statement) && /"client_logs"/.test(statement));
        assert.deepEqual(counts, [], `${JSON.stringify(query)} counts no entries`);
        assert.ok(statements.some((statement) => /"client_log_(counts|totals)"/.test(statement)), `${JSON.stringify(query)} reads the kept counts`);
      }
    });
  },
  { app: { clock } },
);
