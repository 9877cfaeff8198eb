import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { testConfig } from '../testing/harness.js';
import { backupCli } from './backup-cli.js';

test('npm run cli -- backup makes its file and any directory private from the start: umask 077 (issue 28.14)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-backup-'));
  const previous = process.umask(0o022);
  try {
    const database = path.join(dir, 'taxdesk.db');
    const db = new BetterSqlite3(database);
    db.exec('create table kept (value text); insert into kept values (1)');
    db.close();
    const target = path.join(dir, 'nightly', '2026', 'taxdesk.db');
    const code = await backupCli('backup', [target], testConfig({ database: { kind: 'sqlite', file: database } }));
    assert.equal(code, 0);
    assert.equal(fs.statSync(target).mode & 0o777, 0o600);
    // A directory made for the backup: 0755 under the usual umask 022 before.
    assert.equal(fs.statSync(path.join(dir, 'nightly')).mode & 0o777, 0o700);
    assert.equal(fs.statSync(path.join(dir, 'nightly', '2026')).mode & 0o777, 0o700);
  } finally {
    process.umask(previous);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
