/*
 * Runs the whole suite with Node's test runner: every *.test.ts file, each on SQLite and on
 * PostgreSQL (see src/testing/harness.ts). Arguments narrow the run to files whose path contains
 * one of them: `npm test -- auth blog`. Exits non-zero when anything fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const roots = ['src', 'scripts', 'bench', 'admin'];
const ignored = new Set(['node_modules', 'dist', 'data']);

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ignored.has(entry.name) ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });
}

const filters = process.argv.slice(2);
const files = roots
  .flatMap((dir) => testFiles(path.join(root, dir)))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  process.stderr.write(`No test files match ${filters.join(', ')}\n`);
  process.exit(1);
}

const concurrency = process.env.TEST_CONCURRENCY ?? String(Math.max(2, os.availableParallelism()));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
