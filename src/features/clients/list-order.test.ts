/*
 * The client list filtered by status or type and sorted by creation (migration 0025): the order
 * and the paging through HTTP on both databases, and on SQLite the plan, which walks an index in
 * list order instead of sorting every client of the status or type (a temporary B-tree).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import * as adminListFilters from '../../db/migrations/0025_admin_list_filters.js';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { sqlitePlanOf } from '../../testing/statements.js';

const clock = manualClock('2026-11-20T09:00:00.000Z');

interface Made {
  id: number;
  name: string;
  status: string;
  clientType: string;
}

/** Clients a second apart, names against their creation order, every fifth deleted. */
async function makeClients(t: TestContext): Promise<Made[]> {
  const token = await t.token();
  const made: Made[] = [];
  for (let i = 0; i < 15; i++) {
    clock.advance(1_000);
    const body = { name: `Order ${String(99 - i)}`, status: i % 3 === 0 ? 'inactive' : 'active', clientType: i % 2 === 0 ? 'business' : 'individual' };
    const res = await t.api('POST', '/api/client', { token, body });
    assertStatus(res, 201);
    if (i % 5 === 4) assertStatus(await t.api('DELETE', `/api/client/${res.data.id}`, { token }), 204);
    else made.push({ id: res.data.id, ...body });
  }
  return made;
}

/** Every page of the list, two at a time, and the count of the first. */
async function listed(t: TestContext, query: Record<string, string>): Promise<{ ids: number[]; totalCount: number }> {
  const ids: number[] = [];
  let totalCount = -1;
  for (let page = 1; ; page++) {
    const res = await t.api('GET', '/api/client', { token: await t.token(), query: { ...query, page, pageSize: 2 } });
    assertStatus(res, 200);
    if (page === 1) totalCount = res.data.totalCount;
    ids.push(...res.data.items.map((item: { id: number }) => item.id));
    if (res.data.items.length < 2) return { ids, totalCount };
  }
}

/** SQLite's plan of the page statement of a list request. */
async function pagePlan(t: TestContext, query: Record<string, string>): Promise<string[]> {
  const token = await t.token();
  return sqlitePlanOf(t, () => t.api('GET', '/api/client', { token, query }), (statement) => /from "clients"/.test(statement) && /order by/.test(statement));
}

describeApi(
  'client list: status or type in creation order',
  (t) => {
    test('filtered by status or type, in creation order both ways, paged, deleted clients left out', async () => {
      const made = await makeClients(t);
      for (const [filter, keep] of [
        [{ status: 'active' }, (c: Made) => c.status === 'active'],
        [{ status: 'inactive' }, (c: Made) => c.status === 'inactive'],
        [{ clientType: 'business' }, (c: Made) => c.clientType === 'business'],
        [{ status: 'active', clientType: 'individual' }, (c: Made) => c.status === 'active' && c.clientType === 'individual'],
      ] as const) {
        const expected = made.filter(keep).map((c) => c.id);
        assert.ok(expected.length > 2, 'more than one page');
        assert.deepEqual(await listed(t, { ...filter, sort: 'createdAt' }), { ids: expected, totalCount: expected.length }, JSON.stringify(filter));
        assert.deepEqual(await listed(t, { ...filter, sort: '-createdAt' }), { ids: [...expected].reverse(), totalCount: expected.length }, JSON.stringify(filter));
      }
    });

    test('SQLite walks an index in list order for a status or a type by creation, and by name', { skip: t.dialect !== 'sqlite' && "SQLite's plan (PostgreSQL's depends on its statistics)" }, async () => {
      for (const [query, index] of [
        [{ status: 'active', sort: 'createdAt' }, 'clients_status_created_idx'],
        [{ status: 'inactive', sort: '-createdAt' }, 'clients_status_created_idx'],
        [{ clientType: 'business', sort: 'createdAt' }, 'clients_type_created_idx'],
        [{ clientType: 'individual', sort: '-createdAt' }, 'clients_type_created_idx'],
        [{ status: 'active', sort: 'name' }, 'clients_status_idx'],
        [{ clientType: 'business', sort: '-name' }, 'clients_type_idx'],
      ] as const) {
        const plan = await pagePlan(t, query);
        assert.ok(plan.some((line) => line.includes(`USING INDEX ${index} `)), `${JSON.stringify(query)}: ${plan.join('; ')}`);
        assert.ok(!plan.some((line) => line.includes('TEMP B-TREE')), `${JSON.stringify(query)} sorts nothing: ${plan.join('; ')}`);
      }
    });

    test('SQLite: migration 0025 analyzes its tables again in a database analyzed before, so the planner does not take the new indexes for selective', { skip: t.dialect !== 'sqlite' && 'SQLite only: PostgreSQL keeps statistics per table' }, async () => {
      const stats = async () =>
        (await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl in ('clients', 'client_logs') and (idx like '%created_idx' or idx like 'client_logs_%_idx') order by idx`.execute(t.db)).rows.map((row) => row.idx);
      // SQLite writes no figures for an empty table: rows of both, whatever ran before this test.
      const token = await t.token();
      assertStatus(await t.api('POST', '/api/client', { token, body: { name: 'A client to analyze', status: 'active', clientType: 'business' } }), 201);
      const logged = await t.api('POST', '/api/clientlog', { token, body: { entries: [{ level: 'info', message: 'a table with rows to analyze' }] } });
      assertStatus(logged, 202);
      await adminListFilters.down(t.db);
      await sql`analyze`.execute(t.db);
      await adminListFilters.up(t.db);
      assert.deepEqual(await stats(), ['client_logs_fingerprint_idx', 'client_logs_level_source_idx', 'client_logs_source_level_idx', 'client_logs_time_idx', 'clients_created_idx', 'clients_status_created_idx', 'clients_type_created_idx']);
    });
  },
  { app: { clock } },
);
