import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { assertStatus } from '../testing/assertions.js';
import { manualClock } from '../testing/clock.js';
import { describeApi } from '../testing/harness.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { statementNames } from './prepared-statements.js';

test('writes are never named: their texts vary in shape (a text per batch size)', () => {
  const names = statementNames({ repeatedAfter: 1 });
  assert.equal(names.nameOf('insert into t (a) values ($1)'), undefined);
  assert.equal(names.nameOf('update t set a = $1'), undefined);
  assert.ok(names.nameOf('  SELECT a from t'));
  assert.ok(names.nameOf('with x as (select 1) select * from x'));
});

test('a substring search is never named: the plan for its text can use the trigram index, a generic plan cannot', () => {
  const names = statementNames({ repeatedAfter: 1 });
  assert.equal(names.nameOf(`select id from clients where name ilike $1 escape '\\' order by name limit $2`), undefined);
  assert.ok(names.nameOf('select id from clients where name = $1'));
});

test('a text is named from its third sighting, at most maxNamed texts, and one-off texts are forgotten', () => {
  const names = statementNames({ repeatedAfter: 3, maxNamed: 2, maxCounted: 3 });
  assert.equal(names.nameOf('select a'), undefined);
  assert.equal(names.nameOf('select a'), undefined);
  const a = names.nameOf('select a');
  assert.ok(a);
  assert.equal(names.nameOf('select a'), a);
  // Three one-off texts fill the counted map; the fourth empties it, so 'select b' starts over.
  names.nameOf('select b');
  names.nameOf('select b');
  for (const text of ['x', 'y', 'z']) names.nameOf(`select ${text}`);
  assert.equal(names.nameOf('select b'), undefined);
  assert.equal(names.nameOf('select b'), undefined);
  const b = names.nameOf('select b');
  assert.ok(b && b !== a);
  // The cap: no third name, however often a text is seen.
  for (let i = 0; i < 5; i++) assert.equal(names.nameOf('select c'), undefined);
  assert.equal(names.nameOf('select a'), a);
});

// 15:30 UTC on Nov 30 is Dec 1 in Seoul.
const clock = manualClock('2026-11-30T15:30:00.000Z');

describeApi(
  'prepared statements',
  (t) => {
  const pgOnly = { skip: t.dialect !== 'postgres' && 'PostgreSQL only' };
  const openOwn = (statementMs?: number): DatabaseHandle =>
    // One connection, so pg_prepared_statements (per connection) shows what the statements before it did.
    openDatabase(t.app.config.database, { poolSize: 1, ...(statementMs ? { timeouts: { statementMs } } : {}) });

  test('on PostgreSQL a statement run repeatedly is prepared on its connection; one run once is not', pgOnly, async () => {
    const handle = openOwn();
    try {
      for (let i = 0; i < 4; i++) await sql`select ${i}::int + 1 as repeated`.execute(handle.db);
      await sql`select ${1}::int + 2 as once`.execute(handle.db);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%as repeated%'} or statement like ${'%as once%'}`.execute(handle.db);
      assert.deepEqual(
        rows.map((row) => row.statement),
        ['select $1::int + 1 as repeated'],
      );
    } finally {
      await handle.close();
    }
  });

  test('on PostgreSQL a value pg cannot send does not leave the statement unusable on its connection', pgOnly, async () => {
    const handle = openOwn();
    try {
      for (let i = 0; i < 3; i++) await sql`select ${'fine'}::text as converted`.execute(handle.db);
      const unconvertible = {
        toPostgres() {
          throw new Error('cannot be converted');
        },
      };
      await assert.rejects(sql`select ${unconvertible}::text as converted`.execute(handle.db), /cannot be converted/);
      const { rows } = await sql<{ converted: string }>`select ${'again'}::text as converted`.execute(handle.db);
      assert.deepEqual(rows, [{ converted: 'again' }]);
    } finally {
      await handle.close();
    }
  });

  test('on PostgreSQL a prepared statement still fails and times out as its unnamed self, and the connection goes on', pgOnly, async () => {
    const handle = openOwn(200);
    try {
      for (let i = 0; i < 4; i++) {
        await assert.rejects(sql`select 1 / ${0}::int as quotient`.execute(handle.db), (error: { code?: string }) => error.code === '22012');
      }
      const { rows } = await sql<{ quotient: number }>`select 1 / ${1}::int as quotient`.execute(handle.db);
      assert.deepEqual(rows, [{ quotient: 1 }]);
      for (let i = 0; i < 3; i++) await sql`select pg_sleep(${0})`.execute(handle.db);
      await assert.rejects(sql`select pg_sleep(${1})`.execute(handle.db), (error: { code?: string }) => error.code === '57014');
      const prepared = await sql<{ n: number }>`select count(*) as n from pg_prepared_statements where statement like ${'%pg_sleep%'} or statement like ${'%as quotient%'}`.execute(handle.db);
      assert.equal(prepared.rows[0]!.n, 2);
    } finally {
      await handle.close();
    }
  });

  test('on PostgreSQL a streamed read leaves no timer behind once it ends or is abandoned (pg-cursor never ends its read timer)', pgOnly, async () => {
    // A budget of a minute: a timer left by a cursor would still be pending when the test looks.
    const handle = openOwn(60_000);
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    try {
      const before = timers();
      const query = sql<{ n: number }>`select n from generate_series(1, ${50}::int) as n`.compile(handle.db);
      let read = 0;
      for await (const chunk of handle.db.getExecutor().stream(query, 10)) read += chunk.rows.length;
      assert.equal(read, 50);
      // The reader goes away after the first chunk.
      for await (const _chunk of handle.db.getExecutor().stream(query, 10)) break;
      assert.equal(timers(), before);
    } finally {
      await handle.close();
    }
  });

  test('the dashboard answers the same figures once its statements are prepared, and follows the clock into a new month', async () => {
    // Both databases' suites share the clock.
    clock.set('2026-11-30T15:30:00.000Z');
    const token = await t.token();
    const first = await t.api('GET', '/api/admin-dashboard/monthly-stats?months=3', { token });
    assertStatus(first, 200);
    for (let i = 0; i < 4; i++) {
      const again = await t.api('GET', '/api/admin-dashboard/monthly-stats?months=3', { token });
      assert.deepEqual(again.data, first.data);
      const summary = await t.api('GET', '/api/admin-dashboard/summary', { token });
      assertStatus(summary, 200);
    }
    const inquiry = await t.api('POST', '/api/inquiry', { body: { name: 'Asker', email: 'asker@example.com', subject: 'VAT', message: 'Help with VAT please' } });
    assertStatus(inquiry, 201);
    type Month = { month: string; newInquiries: number };
    const counted = (await t.api('GET', '/api/admin-dashboard/monthly-stats?months=3', { token })).data.months as Month[];
    assert.deepEqual(
      counted.map((month) => [month.month, month.newInquiries]),
      (first.data.months as Month[]).map((month) => [month.month, month.month === '2026-12' ? month.newInquiries + 1 : month.newInquiries]),
    );
    // A month later in Seoul: the months move on, the inquiry counted in the one before (a new
    // user's session: the first one's lifetime has lapsed).
    clock.set('2026-12-31T15:30:00.000Z');
    const moved = (await t.api('GET', '/api/admin-dashboard/monthly-stats?months=3', { token: await t.token('staff') })).data.months as Month[];
    assert.deepEqual(
      moved.map((month) => [month.month, month.newInquiries]),
      [
        ['2026-11', 0],
        ['2026-12', 1],
        ['2027-01', 0],
      ],
    );
  });
  },
  { config: { businessTimeZone: 'Asia/Seoul' }, app: { clock } },
);
