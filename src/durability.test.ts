/*
 * What survives: `kill -9` of the server under write load loses no acknowledged write (both
 * databases), and a backup taken while the server writes restores every write acknowledged before
 * the backup began (SQLite through `npm run cli -- backup/restore`, PostgreSQL through pg_dump and
 * pg_restore as docs/operations.md gives them).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from './db/database.js';
import { CI, MISSING } from './testing/environment.js';
import { TEST_PG_URL } from './testing/harness.js';
import { freePort, runScript, type Running } from './testing/processes.js';

const PASSWORD = 'copper-lantern-meadow-river';
const NO_POSTGRES = `PostgreSQL (not reachable at ${TEST_PG_URL})`;
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-durability-'));
  dirs.push(dir);
  return dir;
}
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function startServer(env: NodeJS.ProcessEnv): Promise<{ run: Running; base: string; token: string }> {
  const port = await freePort();
  const run = runScript('src/server.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', MFA_REQUIRED: 'off' });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output().stderr}`);
    if (await fetch(`${base}/healthz`).then((res) => res.ok, () => false)) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  assert.equal(login.status, 200, await login.clone().text());
  return { run, base, token: ((await login.json()) as { accessToken: string }).accessToken };
}

/** Concurrent client creation; `acknowledged` holds what answered 201 (id and name). */
function writeLoad(base: string, token: string, label: string, concurrency = 6) {
  const acknowledged = new Map<number, string>();
  let running = true;
  let sequence = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const worker = async () => {
    while (running) {
      const name = `${label} ${++sequence}`;
      try {
        const res = await fetch(`${base}/api/client`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name, clientType: 'individual' }),
        });
        if (res.status === 201) {
          acknowledged.set(((await res.json()) as { id: number }).id, name);
          for (const waiter of waiters.filter((w) => acknowledged.size >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        } else await res.arrayBuffer();
      } catch {
        if (!running) return;
        // the server went away: whatever was not acknowledged is allowed to be lost
        running = false;
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    acknowledged,
    untilAcknowledged: (count: number) => new Promise<void>((resolve) => (acknowledged.size >= count ? resolve() : waiters.push({ count, resolve }))),
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function storedClients(url: string, ids: number[]): Promise<Map<number, string>> {
  const database = openDatabase(url.startsWith('postgres') ? { kind: 'postgres', url } : { kind: 'sqlite', file: url });
  try {
    const rows = await database.db.selectFrom('clients').select(['id', 'name']).where('id', 'in', ids).execute();
    if (database.dialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
      assert.equal(check.rows[0]?.integrity_check, 'ok');
    }
    return new Map(rows.map((row) => [row.id, row.name]));
  } finally {
    await database.close();
  }
}

function assertAllPresent(acknowledged: Map<number, string>, stored: Map<number, string>): void {
  assert.ok(acknowledged.size > 0, 'some writes were acknowledged');
  const missing = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
  assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.size} acknowledged writes are missing`);
}

async function scratchPostgres(name: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    if (CI) throw new Error(`PostgreSQL required at ${TEST_PG_URL}`);
    return null;
  }
  const database = `taxdesk_${name}_${process.pid}`;
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${database}`;
  return {
    url: url.href,
    async drop() {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

describe('kill -9 under write load', () => {
  async function crashCycles(env: NodeJS.ProcessEnv, databaseUrl: string) {
    const acknowledged = new Map<number, string>();
    for (const cycle of [1, 2]) {
      const { run, base, token } = await startServer(env);
      const load = writeLoad(base, token, `crash ${cycle}`);
      await load.untilAcknowledged(60);
      run.child.kill('SIGKILL');
      await run.exited;
      await load.stop();
      for (const [id, name] of load.acknowledged) acknowledged.set(id, name);
    }
    assertAllPresent(acknowledged, await storedClients(databaseUrl, [...acknowledged.keys()]));
    // And the server starts again on what the crashes left.
    const { run } = await startServer(env);
    run.child.kill('SIGTERM');
    assert.equal(await run.exited, 0);
  }

  test('SQLite: every acknowledged write survives, the file passes its integrity check', async () => {
    const dataDir = tempDir();
    await crashCycles({ DATA_DIR: dataDir }, path.join(dataDir, 'taxdesk.db'));
  });

  test('PostgreSQL: every acknowledged write survives', async (t) => {
    const scratch = await scratchPostgres('crash');
    if (!scratch) return t.skip(`${MISSING}${NO_POSTGRES}`);
    try {
      await crashCycles({ DATA_DIR: tempDir(), DATABASE_URL: scratch.url }, scratch.url);
    } finally {
      await scratch.drop();
    }
  });
});

describe('backup and restore', () => {
  test('SQLite: a backup taken under write load restores every write acknowledged before it began', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir };
    const database = path.join(dataDir, 'taxdesk.db');
    const backup = path.join(tempDir(), 'nightly.db');
    const { run, base, token } = await startServer(env);
    const load = writeLoad(base, token, 'backup');
    await load.untilAcknowledged(50);
    const before = new Map(load.acknowledged);
    const backingUp = runScript('src/cli.ts', ['backup', backup], env);
    assert.equal(await backingUp.exited, 0, backingUp.output().stderr);
    await load.untilAcknowledged(before.size + 20);

    // Refused while the server runs.
    const early = runScript('src/cli.ts', ['restore', backup], env);
    assert.equal(await early.exited, 1);
    assert.match(early.output().stderr, /is running .*stop it first/);

    await load.stop();
    run.child.kill('SIGTERM');
    assert.equal(await run.exited, 0);
    const restoring = runScript('src/cli.ts', ['restore', backup], env);
    assert.equal(await restoring.exited, 0, restoring.output().stderr);
    assertAllPresent(before, await storedClients(database, [...before.keys()]));
    assert.equal(fs.statSync(database).mode & 0o077, 0, 'the restored database is private');

    const again = await startServer(env);
    const res = await fetch(`${again.base}/api/client/${[...before.keys()][0]}`, { headers: { authorization: `Bearer ${again.token}` } });
    assert.equal(res.status, 200);
    again.run.child.kill('SIGTERM');
    assert.equal(await again.run.exited, 0);
  });

  test('SQLite: restore refuses what is not a taxdesk database of this version', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: path.join(dir, 'data') };
    const notSqlite = path.join(dir, 'notes.txt');
    fs.writeFileSync(notSqlite, 'not a database at all');
    const foreign = path.join(dir, 'foreign.db');
    execFileSync(process.execPath, ['-e', `const D=require('better-sqlite3'); const d=new D(${JSON.stringify(foreign)}); d.exec('create table t(x)'); d.close()`]);
    const newer = path.join(dir, 'newer.db');
    const source = path.join(dir, 'source');
    const make = runScript('src/cli.ts', ['migrate'], { DATA_DIR: source });
    assert.equal(await make.exited, 0, make.output().stderr);
    fs.copyFileSync(path.join(source, 'taxdesk.db'), newer);
    execFileSync(process.execPath, ['-e', `const D=require('better-sqlite3'); const d=new D(${JSON.stringify(newer)}); d.prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01')").run(); d.close()`]);
    for (const [file, message] of [
      [notSqlite, /is not an SQLite database/],
      [foreign, /is not a taxdesk database/],
      [newer, /comes from a newer taxdesk \(migrations 9999_from_the_future\)/],
      [path.join(dir, 'missing.db'), /there is no backup/],
    ] as const) {
      const refused = runScript('src/cli.ts', ['restore', file], env);
      assert.equal(await refused.exited, 1, file);
      assert.match(refused.output().stderr, message);
    }
    assert.equal(fs.existsSync(path.join(dir, 'data', 'taxdesk.db')), false, 'nothing was put in place');
  });

  test('PostgreSQL: pg_dump under write load and pg_restore into a new database keep every earlier write', async (t) => {
    const source = await scratchPostgres('backup_source');
    if (!source) return t.skip(`${MISSING}${NO_POSTGRES}`);
    const target = await scratchPostgres('backup_target');
    const dump = path.join(tempDir(), 'taxdesk.dump');
    try {
      const env = { DATA_DIR: tempDir(), DATABASE_URL: source.url };
      const { run, base, token } = await startServer(env);
      const load = writeLoad(base, token, 'pg backup');
      await load.untilAcknowledged(50);
      const before = new Map(load.acknowledged);
      // The documented recipe, umask included: a dump holds every client's data.
      execFileSync('sh', ['-c', 'umask 077 && pg_dump --format=custom --no-owner --file="$1" "$2"', 'sh', dump, source.url]);
      assert.equal(fs.statSync(dump).mode & 0o777, 0o600, 'the dump is private');
      await load.stop();
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target!.url}`, dump]);
      assertAllPresent(before, await storedClients(target!.url, [...before.keys()]));
    } finally {
      await target?.drop();
      await source.drop();
    }
  });
});
