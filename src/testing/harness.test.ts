import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { TEST_ARGON2_COST } from '../shared/auth/passwords.js';
import { describeApi, SCHEMA_LIFECYCLE_LOCK, TEST_PG_URL } from './harness.js';

/** Resolves once some session waits for the schema lock; rejects if `done` settles first. */
async function someoneWaitsForTheLock(client: pg.Client, done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.finally(() => (settled = true));
  for (;;) {
    const { rows } = await client.query<{ waiting: string }>(
      "select count(*) as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
      [SCHEMA_LIFECYCLE_LOCK],
    );
    if (Number(rows[0]!.waiting) > 0) return;
    if (settled) throw new Error('the second instance was built without waiting for the schema lock');
  }
}

describeApi('test harness', (t) => {
  test('a second instance migrates under the schema lock, so a schema dropped meanwhile cannot fail it', { skip: t.dialect === 'sqlite' && 'PostgreSQL only: SQLite has no shared schemas' }, async () => {
    // Another test file dropping its schema holds the lock exclusively.
    const dropper = new pg.Client({ connectionString: TEST_PG_URL });
    await dropper.connect();
    try {
      await dropper.query('select pg_advisory_lock($1)', [SCHEMA_LIFECYCLE_LOCK]);
      const building = t.otherInstance();
      building.catch(() => {});
      await someoneWaitsForTheLock(dropper, building);
      await dropper.query('select pg_advisory_unlock($1)', [SCHEMA_LIFECYCLE_LOCK]);
      const other = await building;
      try {
        assert.equal((await other.inject('/healthz')).statusCode, 200);
      } finally {
        await other.close();
      }
    } finally {
      await dropper.end();
    }
  });

  test('the harness hashes passwords at the test cost; an app given no hasher, as the server is, at the production cost', async () => {
    assert.match(await t.app.passwords.hash('amber-tiger-orchard-2026'), new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_ARGON2_COST.memoryCost},p=1,t=${TEST_ARGON2_COST.timeCost}\\$`));
    const server = await t.otherInstance({}, { passwords: undefined });
    try {
      assert.match(await server.passwords.hash('amber-tiger-orchard-2026'), /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      await server.close();
    }
  });
});
