import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { REBALANCE_PIPELINE_FILE } from '@taxdesk/portfolio';

const root = path.resolve(import.meta.dirname, '../../..');

// The package's commands (packages/portfolio/src/cli.ts) reached through the server's CLI.
test('npm run cli -- portfolio validate-manifest runs without a database', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'portfolio', 'validate-manifest', REBALANCE_PIPELINE_FILE], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Pipeline REBALANCE_ENGINE_V1: 63 steps/);
  assert.match(result.stdout, /63\. publish_release_notes\n$/);
});
