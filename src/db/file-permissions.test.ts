import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { loadConfig } from '../config.js';
import { resolveJwtSecret } from '../shared/auth/dev-secret.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-perms-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

// The process umask (022 by default) would give 755 and 644: the test fails without the fix.
test('a new SQLite database: its directory 0700, the file and its -wal/-shm 0600', async () => {
  const file = path.join(root, 'fresh', 'data', 'taxdesk.db');
  const handle = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(handle.db);
    await handle.db.insertInto('job_leases').values({ name: 'probe', owner: 'test', expires_at: 1 }).execute();
    for (const name of [file, `${file}-wal`, `${file}-shm`]) assert.equal(mode(name), '600', name);
    assert.equal(mode(path.dirname(file)), '700');
    assert.equal(mode(path.join(root, 'fresh')), '700');
  } finally {
    await handle.close();
  }
});

test('an existing database readable by others is tightened to 0600 when opened', async () => {
  const file = path.join(root, 'existing.db');
  fs.writeFileSync(file, '');
  fs.chmodSync(file, 0o644);
  const handle = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(handle.db);
    assert.equal(mode(file), '600');
    assert.equal(mode(`${file}-wal`), '600');
  } finally {
    await handle.close();
  }
});

test('DATA_DIR is created 0700 with the development JWT secret 0600 in it', () => {
  const dataDir = path.join(root, 'dev-data');
  resolveJwtSecret(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }));
  assert.equal(mode(dataDir), '700');
  assert.equal(mode(path.join(dataDir, 'jwt-secret')), '600');
});
