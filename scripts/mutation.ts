/*
 * npm run mutation [target...]: Stryker's mutation run over the arithmetic the unit tests guard
 * (money, dates, the mail backoff, the portfolio engine), one Stryker run per target against only
 * its own fast tests (stryker.config.mjs). Not in CI: minutes per target. Prints each score; the
 * last measured ones are in CONTRIBUTING.md ("Mutation testing").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const targets = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'scripts/mutation-targets.json'), 'utf8')) as object);
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !targets.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`unknown target ${unknown.join(', ')}; targets: ${targets.join(', ')}\n`);
  process.exit(2);
}

interface Report {
  files: Record<string, { mutants: Array<{ status: string }> }>;
}

const scores: string[] = [];
for (const target of chosen.length > 0 ? chosen : targets) {
  const run = spawnSync('npx', ['stryker', 'run'], { cwd: root, stdio: 'inherit', env: { ...process.env, MUTATION_TARGET: target } });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const report = JSON.parse(fs.readFileSync(path.join(root, 'reports/mutation', `${target}.json`), 'utf8')) as Report;
  const statuses = Object.values(report.files).flatMap((file) => file.mutants.map((mutant) => mutant.status));
  const detected = statuses.filter((status) => status === 'Killed' || status === 'Timeout').length;
  const valid = statuses.filter((status) => status !== 'CompileError' && status !== 'RuntimeError' && status !== 'Ignored').length;
  scores.push(`${target}: ${((100 * detected) / Math.max(valid, 1)).toFixed(1)}% (${detected} of ${valid} mutants detected)`);
}
process.stdout.write(`\nMutation scores\n${scores.map((line) => `  ${line}`).join('\n')}\n`);
