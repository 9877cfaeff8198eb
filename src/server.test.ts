import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { CI, MISSING } from './testing/environment.js';
import { TEST_PG_URL } from './testing/harness.js';
import { freePort, runScript } from './testing/processes.js';
import { smtpCapture } from './testing/smtp.js';
import { until } from './testing/until.js';

const smtp = smtpCapture();

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-server-test-'));
  dirs.push(dir);
  return dir;
}
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function login(port: number, email: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { accessToken?: string } };
}

describe('npm start (src/server.ts)', () => {
  test('a bad setting stops the process with one line naming it, exit code 1', async () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ PORT: 'eighty' }, /^taxdesk: Invalid setting PORT: "eighty" is not an integer\n$/],
      [{ PORT: '70000' }, /^taxdesk: Invalid setting PORT: /],
      [{ DATABASE_URL: 'mysql://localhost/db' }, /^taxdesk: Invalid setting DATABASE_URL: /],
      [{ LOG_LEVEL: 'loud' }, /^taxdesk: Invalid setting LOG_LEVEL: /],
      [{ SITE_URL: 'not a url' }, /^taxdesk: Invalid setting SITE_URL: /],
      [{ SITE_PREFIX: 'api' }, /^taxdesk: Invalid setting SITE_PREFIX: /],
      [{ CORS_ORIGINS: 'https://ok.example,ftp://bad' }, /^taxdesk: Invalid setting CORS_ORIGINS: /],
      [{ SMTP_URL: 'mail.example.com' }, /^taxdesk: Invalid setting SMTP_URL: /],
      [{ TRUST_PROXY: 'sometimes' }, /^taxdesk: Invalid setting TRUST_PROXY: /],
      [{ NODE_ENV: 'production', JWT_SECRET: 'too-short', SITE_URL: 'https://x.example' }, /^taxdesk: Invalid setting JWT_SECRET: holds about \d+ bits of key material \(as text, words and keyboard runs counted as guessable\), fewer than 256; make one with: openssl rand -base64 48\n$/],
      [{ NODE_ENV: 'production', SITE_URL: 'https://x.example' }, /^taxdesk: Invalid setting JWT_SECRET: /],
      [{ ADMIN_PASSWORD: 'short' }, /^taxdesk: Invalid setting ADMIN_PASSWORD: must be at least 12 characters/],
      [{ ADMIN_PASSWORD: 'Welcome12345' }, /^taxdesk: Invalid setting ADMIN_PASSWORD: is too easy to guess: This is similar to a commonly used password; /],
      [{ REDIS_URL: 'redis://127.0.0.1:1' }, /^taxdesk: cannot connect to Redis \(REDIS_URL\): /],
    ];
    await Promise.all(
      cases.map(async ([env, expected]) => {
        const run = runScript('src/server.ts', [], { DATA_DIR: tempDir(), PORT: '0', ...env });
        assert.equal(await run.exited, 1, `${JSON.stringify(env)} should exit 1`);
        assert.match(run.output().stderr, expected);
        assert.equal(run.output().stderr.trim().split('\n').length, 1, `one line for ${JSON.stringify(env)}`);
      }),
    );
  });

  test('first start creates the admin with a generated password printed once; SIGTERM exits 0', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = runScript('src/server.ts', [], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await first.waitForOutput(/taxdesk is ready/);
    const password = /Password \(shown once\): (\S+)/.exec(first.output().stdout)?.[1];
    assert.ok(password, 'the generated password is printed');
    const everything = first.output().stdout + first.output().stderr;
    assert.equal(everything.split(password).length - 1, 1, 'printed exactly once, never logged');
    assert.ok(fs.existsSync(path.join(dataDir, 'taxdesk.db')), 'SQLite file under DATA_DIR');
    const secretFile = path.join(dataDir, 'jwt-secret');
    assert.ok(fs.statSync(secretFile).size >= 32, 'a development secret was generated and kept');
    assert.equal(fs.statSync(secretFile).mode & 0o077, 0, 'the secret file is private');

    const signedIn = await login(port, 'admin@example.com', password);
    assert.equal(signedIn.status, 200);
    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    assert.match(first.output().stdout, /shutdown complete/);

    // Second start: same data, no new admin, no password printed, old token still valid (same secret).
    const second = runScript('src/server.ts', [], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await second.waitForOutput(/taxdesk is ready/);
    assert.doesNotMatch(second.output().stdout, /shown once/);
    const me = await fetch(`http://127.0.0.1:${port}/api/users/me`, { headers: { authorization: `Bearer ${signedIn.body.accessToken}` } });
    assert.equal(me.status, 200);
    second.child.kill('SIGINT');
    assert.equal(await second.exited, 0);
  });

  test('ADMIN_EMAIL / ADMIN_PASSWORD create the first admin; DATABASE_URL=sqlite: picks the file', async () => {
    const dir = tempDir();
    const port = await freePort();
    const file = path.join(dir, 'custom', 'office.db');
    const run = runScript('src/server.ts', [], {
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: `sqlite:${file}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'Owner@Firm.example',
      ADMIN_PASSWORD: 'corner-bakery-sunrise',
    });
    await run.waitForOutput(/taxdesk is ready/);
    assert.doesNotMatch(run.output().stdout, /shown once/);
    assert.ok(fs.existsSync(file));
    assert.equal((await login(port, 'owner@firm.example', 'corner-bakery-sunrise')).status, 200);
    run.child.kill('SIGTERM');
    assert.equal(await run.exited, 0);
  });

  test('DATABASE_URL=postgres://... runs the same server on PostgreSQL', async (t) => {
    const admin = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 3000 });
    try {
      await admin.connect();
    } catch {
      if (CI) throw new Error(`PostgreSQL required at ${TEST_PG_URL}`);
      t.skip(`${MISSING}PostgreSQL (not reachable at ${TEST_PG_URL})`);
      return;
    }
    const database = `taxdesk_server_test_${process.pid}`;
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    try {
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${database}`;
      const port = await freePort();
      const run = runScript('src/server.ts', [], {
        DATA_DIR: tempDir(),
        DATABASE_URL: url.href,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'winter-garden-kettle',
      });
      await run.waitForOutput(/taxdesk is ready/);
      const ready = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { database: string };
      assert.equal(ready.database, 'postgres');
      assert.equal((await login(port, 'admin@example.com', 'winter-garden-kettle')).status, 200);
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  test('an unreachable database stops the start with one clear line', async () => {
    const run = runScript('src/server.ts', [], {
      DATA_DIR: tempDir(),
      PORT: '0',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    assert.equal(await run.exited, 1);
    assert.match(run.output().stderr, /^taxdesk: cannot open the database \(PostgreSQL\): /);
  });

  test('mail due at start goes out at once, without waiting for the periodic run (issue 28.13)', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', JOBS_ENABLED: 'false', SMTP_URL: smtp.url(), MAIL_FROM: 'office@firm.example' };
    const first = runScript('src/server.ts', [], env);
    await first.waitForOutput(/taxdesk is ready/);
    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    // Left in the queue by a process that died after marking one mail sent and before claiming this
    // one: no lease of its own to release. With the periodic jobs off, only the start can send it.
    const db = new Sqlite(path.join(dataDir, 'taxdesk.db'));
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO outbox_emails (recipient, subject, body_text, body_html, created_at, attempts, discard_at, status, next_attempt_at) VALUES ('left@firm.example', 'Left in the queue', 'Hello', NULL, ?, 0, NULL, 'pending', ?)`,
    ).run(now, now);
    db.close();
    const second = runScript('src/server.ts', [], env);
    try {
      await second.waitForOutput(/taxdesk is ready/);
      await until(() => smtp.received.some((mail) => mail.to === 'left@firm.example'), 'the queued mail to arrive', 60_000);
    } finally {
      // Stopped whether it sent the mail or not: a server left running would hold the test file open.
      second.child.kill('SIGTERM');
    }
    assert.equal(await second.exited, 0);
  });
});
