/*
 * The two lists whose `search` finds text anywhere in a column (clients, client log entries) go
 * through the trigram indexes of migration 0026: through HTTP, every search answers what reading
 * every row answers (the same LIKE and ILIKE as before), the index follows every write, and the
 * statements can use it (SQLite: the FTS5 table; PostgreSQL: pg_trgm's GIN index).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type CompiledQuery } from 'kysely';
import { assertStatus } from '../testing/assertions.js';
import { manualClock } from '../testing/clock.js';
import { describeApi, type TestContext } from '../testing/harness.js';
import { capturedLog } from '../testing/log-capture.js';
import { rebuildKeptFigures } from '../testing/kept-figures.js';
import { sqlitePlanOf, statementsOf } from '../testing/statements.js';
import { containsTextInAny } from './sql-helpers.js';
import { trigramLookup } from './text-search.js';

const clock = manualClock('2026-11-27T09:00:00.000Z');

const CLIENTS = [
  { name: 'Han Jisoo', email: 'jisoo.han@example.com', phone: '010-1234-5678', businessNumber: '123-45-67890' },
  { name: 'HAN JI-WON', email: 'JIWON@EXAMPLE.ORG' },
  { name: 'Émile Zola SARL', email: 'emile@zola.fr' },
  { name: 'émile petit' },
  { name: 'Straße & Söhne GmbH', phone: '+49 30 1234567' },
  { name: '50% Off Stores', businessNumber: '50_50-99' },
  { name: 'O"Brien \\ Partners' },
  { name: '한국세무 주식회사', email: 'office@hanguk.kr' },
  { name: 'Café 😀 Corner' },
  { name: 'Abba' },
  { name: `Long ${'name error '.repeat(8)}Ltd`, email: 'long@example.com' },
];

/** Texts that find one, several or no clients, under and over three characters, with LIKE's wildcards, quotes and non-ASCII case. */
const SEARCHES = ['jisoo', 'JISOO', 'han', 'Han Ji', 'ji', 'j', 'émile', 'ÉMILE', 'Émile', 'STRASSE', 'straße', 'SÖHNE', '50%', '50_5', '_', '%', 'O"B', '"', '\\ P', '1234', '123-45', '4567', 'example', '한국', '한국세무', '😀 C', 'é 😀', 'bba', 'ab', 'zzz', 'n j', `Long ${'name error '.repeat(8)}Ltd`, 'name error '.repeat(9), 'Long name Ltd', 'error '.repeat(16)];

async function makeClients(t: TestContext): Promise<void> {
  const token = await t.token();
  for (const body of CLIENTS) assertStatus(await t.api('POST', '/api/client', { token, body: { clientType: 'business', ...body } }), 201);
}

/** The ids and count of every page of the client list for a search. */
async function searched(t: TestContext, search: string): Promise<{ ids: number[]; totalCount: number }> {
  const res = await t.api('GET', '/api/client', { token: await t.token(), query: { search, pageSize: 100 } });
  assertStatus(res, 200);
  return { ids: res.data.items.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b), totalCount: res.data.totalCount };
}

/** What reading every visible client with LIKE (SQLite) or ILIKE (PostgreSQL) finds. */
async function scanned(t: TestContext, search: string): Promise<{ ids: number[]; totalCount: number }> {
  const rows = await t.db
    .selectFrom('clients')
    .select('id')
    .where('deleted_at', 'is', null)
    .where((eb) => containsTextInAny(eb, t.dialect, [eb.ref('name'), eb.ref('email'), eb.ref('phone'), eb.ref('business_number')], search))
    .execute();
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  return { ids, totalCount: ids.length };
}

/** SQLite's own check of an FTS5 index against its content table: throws when they differ. */
async function assertIndexInStep(t: TestContext, index: string): Promise<void> {
  if (t.dialect !== 'sqlite') return;
  await sql.raw(`insert into ${index} (${index}, rank) values ('integrity-check', 1)`).execute(t.db);
}

/** PostgreSQL's EXPLAIN of the one statement of `work` that `matches`, with the parameters it was sent with. */
async function postgresPlanOf(t: TestContext, work: () => Promise<unknown>, matches: (statement: string) => boolean): Promise<string> {
  const found = (await statementsOf(t, work)).filter((statement) => matches(statement.sql));
  assert.equal(found.length, 1, `one statement matches among ${found.map((statement) => statement.sql).join('; ')}`);
  const statement: CompiledQuery = found[0]!;
  const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>({ ...sql`explain ${sql.raw(statement.sql)}`.compile(t.db), parameters: statement.parameters });
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

test('SQLite looks up the trigrams that cover a text, at most six however long it is, quoted for FTS5', () => {
  assert.equal(trigramLookup('abc'), '"abc"');
  assert.equal(trigramLookup('client/317'), '"cli" AND "ent" AND "/31" AND "317"');
  assert.equal(trigramLookup('a"bc'), '"a""b" AND """bc"');
  assert.equal(trigramLookup('😀 Café'), '"😀 C" AND "afé"');
  assert.equal(trigramLookup('abcabcabcabc'), '"abc"', 'each trigram once');
  assert.equal(trigramLookup('error '.repeat(33)), '"err" AND "or "', 'a repeated text: its distinct trigrams');
  const distinct = Array.from({ length: 100 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
  assert.equal(trigramLookup(distinct).split(' AND ').length, 6, 'a long text: six');
});

describeApi(
  'text search through trigram indexes',
  (t) => {
    test('a client search answers what reading every client answers, for every kind of text', async () => {
      await makeClients(t);
      for (const search of SEARCHES) assert.deepEqual(await searched(t, search), await scanned(t, search), `search ${JSON.stringify(search)}`);
      assert.equal((await searched(t, 'JISOO')).totalCount, 1, 'case folded');
      assert.equal((await searched(t, '50%')).totalCount, 1, 'a wildcard matches itself');
      assert.equal((await searched(t, 'O"B')).totalCount, 1, 'a quote is text');
      assert.equal((await searched(t, 'han')).totalCount, 3, 'in a name or an email');
      assert.equal((await searched(t, `Long ${'name error '.repeat(8)}Ltd`)).totalCount, 1, 'a long text whole');
      assert.equal((await searched(t, 'Long name Ltd')).totalCount, 0, 'the trigrams that cover it are there, the text is not');
      assert.equal((await searched(t, 'zzz')).totalCount, 0);
      await assertIndexInStep(t, 'clients_text');
    });

    test('the index follows a new name, a cleared email, a deletion and a re-created client', async () => {
      const token = await t.token();
      const created = await t.api('POST', '/api/client', { token, body: { name: 'Yoon Trigram', clientType: 'individual', email: 'yoon.trigram@example.com' } });
      assertStatus(created, 201);
      const id = created.data.id;
      assert.deepEqual((await searched(t, 'trigram')).ids, [id]);
      assertStatus(await t.api('PUT', `/api/client/${id}`, { token, body: { name: 'Yoon Renamed', clientType: 'individual', status: 'active' } }), 200);
      assert.deepEqual((await searched(t, 'trigram')).ids, [], 'the old name and the cleared email are gone');
      assert.deepEqual((await searched(t, 'renamed')).ids, [id]);
      assertStatus(await t.api('DELETE', `/api/client/${id}`, { token }), 204);
      assert.deepEqual((await searched(t, 'renamed')).ids, [], 'a deleted client is not found');
      await t.db.deleteFrom('clients').where('id', '=', id).execute();
      const again = await t.api('POST', '/api/client', { token, body: { name: 'Yoon Renamed Again', clientType: 'individual' } });
      assert.deepEqual((await searched(t, 'renamed')).ids, [again.data.id]);
      await assertIndexInStep(t, 'clients_text');
    });

    test('a log search answers what reading every entry answers; a purge leaves the index in step', async () => {
      const token = await t.token();
      const messages = ['Request 317 to /api/client/317 failed', 'request 3170 TIMED OUT', 'Ünicode Übel at /api/x', '100% of quota used', 'Ok'];
      const entries = messages.map((message, i) => ({ level: 'error', message, occurredAt: `2026-11-2${i}T10:00:00Z` }));
      assertStatus(await t.api('POST', '/api/clientlog', { token, body: { entries } }), 202);
      const listed = async (search: string) => {
        const res = await t.api('GET', '/api/clientlog', { token, query: { search, pageSize: 100 } });
        assertStatus(res, 200);
        return { messages: res.data.items.map((item: { message: string }) => item.message).sort(), totalCount: res.data.totalCount };
      };
      const scannedLogs = async (search: string) => {
        const rows = await t.db.selectFrom('client_logs').select('message').where((eb) => containsTextInAny(eb, t.dialect, [eb.ref('message')], search)).execute();
        return { messages: rows.map((row) => row.message).sort(), totalCount: rows.length };
      };
      for (const search of ['client/317', 'REQUEST 317', '317', 'timed', 'ünicode', 'ÜBEL', '0%', '%', 'Ok', 'o', 'nothing here']) {
        assert.deepEqual(await listed(search), await scannedLogs(search), `search ${JSON.stringify(search)}`);
      }
      assert.equal((await listed('REQUEST 317')).totalCount, 2);
      assertStatus(await t.api('DELETE', '/api/clientlog', { token, query: { before: '2026-11-22T00:00:00Z' } }), 200);
      assert.deepEqual((await listed('request 317')).messages, [], 'purged entries are not found');
      assert.deepEqual((await listed('Übel')).messages, ['Ünicode Übel at /api/x']);
      await assertIndexInStep(t, 'client_logs_text');
    });

    test('SQLite reads only the rows the FTS5 table found for a text few rows hold, and reads the rows in list order for a text most hold', { skip: t.dialect !== 'sqlite' && 'SQLite only: PostgreSQL has its own test' }, async () => {
      const token = await t.token();
      const listed = (url: string, search: string) => () => t.api('GET', url, { token, query: { search } });
      const isPage = (table: string) => (statement: string) => new RegExp(`from "${table}"`).test(statement) && /order by/.test(statement);
      const lookups = (await statementsOf(t, listed('/api/client', 'jisoo'))).filter((statement) => /from "clients_text" where "clients_text" match/.test(statement.sql));
      assert.equal(lookups.length, 1, 'the FTS5 table is asked once a request, for the page and the count');
      const clientPlan = await sqlitePlanOf(t, listed('/api/client', 'jisoo'), isPage('clients'));
      assert.ok(clientPlan.some((line) => /^SEARCH clients USING INTEGER PRIMARY KEY/.test(line)), clientPlan.join('\n'));
      assert.ok(!clientPlan.some((line) => /^SCAN clients\b/.test(line)), clientPlan.join('\n'));
      const logPlan = await sqlitePlanOf(t, listed('/api/clientlog', 'client/317'), isPage('client_logs'));
      assert.ok(logPlan.some((line) => /^SEARCH client_logs USING INTEGER PRIMARY KEY/.test(line)), logPlan.join('\n'));

      // 2,001 messages holding the text: the page walks the time index and stops at its 20th.
      await sql`with recursive n(value) as (select 1 union all select value + 1 from n where value < 2001)
        insert into client_logs (level, message, fingerprint, occurred_at, received_at) select 'info', 'Common failure ' || value, 'f', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z' from n`.execute(t.db);
      await rebuildKeptFigures(t.db);
      const commonPlan = await sqlitePlanOf(t, listed('/api/clientlog', 'common failure'), isPage('client_logs'));
      assert.ok(!commonPlan.some((line) => /json_each|INTEGER PRIMARY KEY/.test(line)), commonPlan.join('\n'));
      const common = await t.api('GET', '/api/clientlog', { token, query: { search: 'Common failure' } });
      assertStatus(common, 200);
      assert.equal(common.data.totalCount, 2001);
      await assertIndexInStep(t, 'client_logs_text');
    });

    test('PostgreSQL: an instance starting without the trigram indexes says so in its log', { skip: t.dialect !== 'postgres' && 'PostgreSQL only: SQLite needs no extension' }, async () => {
      const log = capturedLog();
      const quiet = await t.otherInstance({ logLevel: 'warn' }, { logStream: log.stream });
      await quiet.close();
      assert.doesNotMatch(log.text(), /text search indexes missing/);
      await sql`drop index clients_text_trgm_idx`.execute(t.db);
      try {
        const warned = await t.otherInstance({ logLevel: 'warn' }, { logStream: log.stream });
        await warned.close();
        const line = log.lines.map((text) => JSON.parse(text) as { msg: string; level: number; missing?: string[] }).find((entry) => entry.msg.startsWith('text search indexes missing'));
        assert.ok(line, log.text());
        assert.equal(line.level, 40, 'a warning');
        assert.deepEqual(line.missing, ['clients_text_trgm_idx']);
      } finally {
        await sql`create index clients_text_trgm_idx on clients using gin (name public.gin_trgm_ops, email public.gin_trgm_ops, phone public.gin_trgm_ops, business_number public.gin_trgm_ops) where deleted_at is null`.execute(t.db);
      }
    });

    test('PostgreSQL finds the rows of both searches through the trigram indexes among 20,000 rows', { skip: t.dialect !== 'postgres' && 'PostgreSQL only: SQLite has its own test' }, async () => {
      const token = await t.token();
      // Enough rows, analyzed, for the planner to weigh reading them against the index, as it does in a firm's database.
      await sql`insert into clients (name, email, client_type, status, created_at, updated_at) select 'Bulk ' || g, 'bulk' || g || '@example.com', 'individual', 'active', now(), now() from generate_series(1, 20000) g`.execute(t.db);
      await sql`insert into client_logs (level, message, fingerprint, occurred_at, received_at) select 'info', 'Bulk entry ' || g, md5(g::text), now(), now() from generate_series(1, 20000) g`.execute(t.db);
      await rebuildKeptFigures(t.db);
      // Vacuumed too: rows written since the index was made wait in GIN's pending list, which the planner prices as read whole.
      await sql`vacuum analyze clients`.execute(t.db);
      await sql`vacuum analyze client_logs`.execute(t.db);
      const clientPlan = await postgresPlanOf(t, () => t.api('GET', '/api/client', { token, query: { search: 'jisoo' } }), (s) => /from "clients"/.test(s) && /order by/.test(s));
      assert.match(clientPlan, /Bitmap Index Scan on clients_text_trgm_idx/);
      const logPlan = await postgresPlanOf(t, () => t.api('GET', '/api/clientlog', { token, query: { search: 'client/317' } }), (s) => /from "client_logs"/.test(s) && /order by/.test(s));
      assert.match(logPlan, /Bitmap Index Scan on client_logs_message_trgm_idx/);
    });
  },
  { app: { clock } },
);
