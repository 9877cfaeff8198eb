/*
 * What the app sends to the database during a request, and how SQLite would run it: for tests that
 * hold a list to reading kept counts or to walking an index in list order.
 */
import assert from 'node:assert/strict';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import type { TestContext } from './harness.js';

/** Every statement the app sends while `work` runs, compiled (SQL and parameters). */
export async function statementsOf(t: TestContext, work: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(t.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await t.withQueryPlugin(recorder, work);
  return statements;
}

/** SQLite's EXPLAIN QUERY PLAN of the one statement of `work` that `matches`, a line per step. */
export async function sqlitePlanOf(t: TestContext, work: () => Promise<unknown>, matches: (sql: string) => boolean): Promise<string[]> {
  const found = (await statementsOf(t, work)).filter((statement) => matches(statement.sql));
  assert.equal(found.length, 1, `one statement matches among ${found.map((statement) => statement.sql).join('; ')}`);
  const statement = found[0]!;
  const plan = await t.db.executeQuery<{ detail: string }>({ ...sql`explain query plan ${sql.raw(statement.sql)}`.compile(t.db), parameters: statement.parameters });
  return plan.rows.map((row) => row.detail);
}
