import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { contextOf } from '../shared/context.js';
import type { App } from '../shared/http/app-types.js';
import { Strict } from '../shared/http/schemas.js';
import { assertProblem, assertStatus } from '../testing/assertions.js';
import { describeApi, testConfig } from '../testing/harness.js';

/*
 * Issue 28.14: an interactive request keeps a budget of seconds (DATABASE_STATEMENT_TIMEOUT_MS), while
 * reports and exports read through the report pool with DATABASE_REPORT_TIMEOUT_MS (PostgreSQL;
 * src/db/report-reads.ts). A probe route runs the same slow statement through each handle. SQLite has
 * no statement budget: there every handle answers.
 */
const INTERACTIVE_MS = 300;

function probe(app: App): void {
  app.get(
    '/api/probe/slow-read',
    { schema: { tags: ['Probe'], querystring: Strict({ via: Type.Union([Type.Literal('interactive'), Type.Literal('report'), Type.Literal('export')]) }) } },
    async (request) => {
      const ctx = contextOf(app, request);
      const db = { interactive: ctx.db, report: ctx.reportDb, export: ctx.exportDb }[request.query.via];
      // Three times the interactive budget: refused on the request's pool, within the report budget.
      const slow = app.dialect === 'postgres' ? sql<{ done: number }>`select 1 as done from pg_sleep(${(INTERACTIVE_MS * 3) / 1000})` : sql<{ done: number }>`select 1 as done`;
      const { rows } = await slow.execute(db);
      return { done: rows[0]!.done };
    },
  );
}

describeApi(
  'report budget',
  (t) => {
    test('a statement past the interactive budget is 503 on a request, 200 on the report and export handles', async () => {
      const token = await t.token();
      const interactive = await t.api('GET', '/api/probe/slow-read', { token, query: { via: 'interactive' } });
      if (t.dialect === 'postgres') assertProblem(interactive, 503, { code: 'database_unreachable' });
      else assertStatus(interactive, 200);
      for (const via of ['report', 'export']) {
        const answered = await t.api('GET', '/api/probe/slow-read', { token, query: { via } });
        assertStatus(answered, 200);
        assert.deepEqual(answered.data, { done: 1 });
      }
      // The requests' own pool is still serving after the refusal.
      assertStatus(await t.api('GET', '/api/users/me', { token }), 200);
    });

    test('reports and exports answer through their handles; on PostgreSQL that is a pool of its own', async () => {
      const token = await t.token();
      assertStatus(await t.api('GET', '/api/clientlog/groups', { token }), 200);
      assertStatus(await t.api('GET', '/api/clientlog/summary', { token }), 200);
      const exported = await t.api('GET', '/api/client/export', { token });
      assertStatus(exported, 200);
      assert.match(exported.body, /^\uFEFF?id,name,/);
      if (t.dialect === 'postgres') assert.notEqual(t.app.reports.db, t.app.db, 'the report pool is not the requests’ pool');
    });
  },
  { config: { timeouts: { ...testConfig().timeouts, databaseStatementMs: INTERACTIVE_MS, databaseReportMs: 20_000 } }, app: { extend: probe } },
);
