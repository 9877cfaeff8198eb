// Mutation testing (npm run mutation, not part of CI): scripts/mutation.ts runs Stryker once per
// target below, each against only the fast unit tests of that code, and prints every score.
import fs from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

// Each target's files and the unit tests that guard them (scripts/mutation-targets.json).
const TARGETS = JSON.parse(fs.readFileSync(new URL('./scripts/mutation-targets.json', import.meta.url), 'utf8'));

const name = process.env.MUTATION_TARGET ?? 'money';
const target = TARGETS[name];
if (!target) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: target.mutate,
  testRunner: 'command',
  commandRunner: { command: `node --import tsx --test ${target.tests.join(' ')}` },
  // Only what the tests import is needed in the sandbox.
  ignorePatterns: ['admin', 'bench', 'deploy', 'docs', 'data', 'dist', 'coverage', 'test-results'],
  coverageAnalysis: 'off',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: `.stryker-tmp/${name}`,
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};

