import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseTarget } from '../config.js';
import { describeApi } from '../testing/harness.js';

describeApi('database adapters', (t) => {
  test('booleans, instants and counts read back the same on both dialects', async () => {
    await t.createUser('staff', 'adapter@test.example');
    const counted = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    assert.equal(typeof counted.count, 'number');

    const instant = '2026-11-22T09:30:00.123Z';
    await t.db.updateTable('users').set({ disabled_at: instant }).where('email', '=', 'adapter@test.example').execute();
    const row = await t.db.selectFrom('users').select(['disabled_at', 'created_at']).where('email', '=', 'adapter@test.example').executeTakeFirstOrThrow();
    assert.equal(row.disabled_at, instant);
    assert.match(row.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // A boolean column: bound from JS booleans and read back as booleans.
    await sql`create table adapter_probe (id integer primary key, flag boolean not null, day ${sql.raw(t.dialect === 'postgres' ? 'date' : 'text')})`.execute(t.db);
    await sql`insert into adapter_probe (id, flag, day) values (${1}, ${true}, ${'2026-02-28'}), (${2}, ${false}, ${null})`.execute(t.db);
    const probe = await sql<{ id: number; flag: boolean; day: string | null }>`select id, flag, day from adapter_probe order by id`.execute(t.db);
    assert.deepEqual(probe.rows, [
      { id: 1, flag: true, day: '2026-02-28' },
      { id: 2, flag: false, day: null },
    ]);
    const filtered = await sql<{ id: number }>`select id from adapter_probe where flag = ${false}`.execute(t.db);
    assert.deepEqual(filtered.rows, [{ id: 2 }]);
  });

  test('on PostgreSQL the pool opens at most the target\'s poolSize connections', { skip: t.dialect !== 'postgres' && 'PostgreSQL only' }, async () => {
    const { openDatabase } = await import('./database.js');
    const handle = openDatabase({ ...(t.app.config.database as Extract<DatabaseTarget, { kind: 'postgres' }>), poolSize: 2 });
    try {
      await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.02)`.execute(handle.db)));
      assert.equal(handle.poolStats?.()?.total, 2);
    } finally {
      await handle.close();
    }
  });

  test('migrations are recorded and idempotent', async () => {
    const { migrateToLatest } = await import('./migrate.js');
    assert.deepEqual(await t.whileNoSchemaIsDropped(() => migrateToLatest(t.db)), []);
  });
});
