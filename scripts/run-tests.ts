/*
 * Runs the whole suite with Node's test runner: every *.test.ts file, each on SQLite and on
 * PostgreSQL (see src/testing/harness.ts). Arguments narrow the run to files whose path contains
 * one of them: `npm test -- auth blog`; TEST_EXCLUDE leaves files out. Ends with what was skipped and why; exits non-zero when
 * anything fails, and with CI=true also when a test was skipped for something missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CI, MISSING } from '../src/testing/environment.js';

const root = path.resolve(import.meta.dirname, '..');
// packages/: the workspace packages' own tests (packages/*/src/**/*.test.ts), run like the server's.
const roots = ['src', 'packages', 'scripts', 'bench', 'admin', 'portal'];
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
// TEST_EXCLUDE="e2e/ deploy": files whose path contains one of the words are left out (.ci/run's
// second Node line leaves out what does not depend on the Node line).
const excluded = (process.env.TEST_EXCLUDE ?? '').split(/\s+/).filter(Boolean);
const files = roots
  .flatMap((dir) => testFiles(path.join(root, dir)))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .filter((file) => !excluded.some((word) => file.includes(word)))
  .sort();

if (files.length === 0) {
  process.stderr.write(`No test files match ${filters.join(', ')}\n`);
  process.exit(1);
}

const concurrency = process.env.TEST_CONCURRENCY ?? String(Math.max(2, os.availableParallelism()));
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-tests-'));
const skipsFile = path.join(reportDir, 'skipped.json');
const timesFile = path.join(reportDir, 'times.json');
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    // V8's compiled code shared between the test processes (the file says why and what it saves).
    '--import',
    './scripts/test-compile-cache.mjs',
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/skip-reporter.mjs',
    `--test-reporter-destination=${skipsFile}`,
    '--test-reporter=./scripts/time-reporter.mjs',
    `--test-reporter-destination=${timesFile}`,
    ...files,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);

const skipped = fs.existsSync(skipsFile)
  ? (JSON.parse(fs.readFileSync(skipsFile, 'utf8') || '[]') as Array<{ name: string; reason: string }>)
  : [];
const times = fs.existsSync(timesFile)
  ? (JSON.parse(fs.readFileSync(timesFile, 'utf8') || '{}') as Record<string, number>)
  : {};
fs.rmSync(reportDir, { recursive: true, force: true });
const slowest = Object.entries(times)
  .sort(([, a], [, b]) => b - a)
  .slice(0, 12);
process.stdout.write(`\nWall time ${Math.round((Date.now() - started) / 1000)} s; slowest files (or suites):\n`);
for (const [file, ms] of slowest) {
  const shown = path.isAbsolute(file) ? path.relative(root, file) : file;
  process.stdout.write(`  ${String(Math.round(ms / 1000)).padStart(5)} s  ${shown}\n`);
}
const byReason = new Map<string, typeof skipped>();
for (const skip of skipped) byReason.set(skip.reason, [...(byReason.get(skip.reason) ?? []), skip]);
if (byReason.size > 0) {
  process.stdout.write(`\nSkipped (${skipped.length}):\n`);
  for (const [reason, skips] of byReason) {
    const names = skips.map((skip) => skip.name);
    const shown = names.length > 6 ? [...names.slice(0, 5), `and ${names.length - 5} more`] : names;
    process.stdout.write(`  ${reason}: ${shown.join('; ')}\n`);
  }
}
const missing = skipped.filter((skip) => skip.reason.startsWith(MISSING));
if (CI && missing.length > 0) {
  process.stdout.write('CI=true: every test must run; install what is missing above.\n');
  process.exit(1);
}
process.exit(result.status ?? 1);
