/*
 * better-sqlite3 13 needs Node.js 22.14 or later; on an older Node (the machine's Node 20, which
 * `npm` itself may run on) loading it is a SIGSEGV without a word. Run directly on such a Node, the
 * server and the CLI must stop with one line instead. Runs where an older Node is installed.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (candidate) => fs.existsSync(candidate) && Number(execFileSync(candidate, ['-p', 'process.versions.napi']).toString()) < 10,
);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-runtime-test-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

for (const [name, script, args] of [
  ['the server', 'src/server.ts', []],
  ['the CLI', 'src/cli.ts', ['list-users']],
] as const) {
  test(`${name} on a Node.js older than 22.14 stops with one line naming the version`, { skip: olderNode ? false : 'no Node.js older than 22.14 on this machine' }, () => {
    const result = spawnSync(olderNode!, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'taxdesk.db')}` },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(result.signal, null, `killed by ${result.signal}; stderr:\n${result.stderr}`);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /^taxdesk: SQLite needs Node\.js 22\.14 or later \(this is v\d+\.\d+\.\d+\): run it through npm/);
  });
}
