import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { buildServer } from './build-server.js';

test('the compiled bundles are plain ASCII, so V8 holds their source one byte a character', async () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-build-'));
  try {
    await buildServer({ force: true, outdir });
    const bundles = fs.readdirSync(path.join(outdir, 'bundle')).filter((name) => name.endsWith('.js'));
    assert.deepEqual(bundles.sort(), ['cli.js', 'report-worker.js', 'server.js', 'site-worker.js', 'staging-worker.js', 'supported-node.js']);
    for (const name of bundles) {
      const bytes = fs.readFileSync(path.join(outdir, 'bundle', name));
      const at = bytes.findIndex((byte) => byte > 0x7f);
      assert.equal(at, -1, `${name} has a non-ASCII byte at ${at}: ${bytes.subarray(Math.max(0, at - 60), at + 20).toString('utf8')}`);
    }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
});

test('on an unsupported Node the launchers stop with one line before the bundle (and its native modules) loads (issue 28.14)', async () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-build-'));
  // Node 20 is simulated: the check reads process.versions.node, which a preloaded module can set.
  const node20 = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.11.1"})';
  try {
    await buildServer({ force: true, outdir });
    for (const launcher of ['server.js', 'cli.js']) {
      // Built outside the project, the bundle could not even resolve its packages: only the check can answer.
      const run = spawnSync(process.execPath, ['--import', node20, path.join(outdir, launcher)], { encoding: 'utf8', timeout: 30_000 });
      assert.equal(run.status, 1, `${launcher}: ${run.stderr}`);
      assert.equal(run.stderr, 'taxdesk: Node 20.11.1 is not supported (taxdesk and its native modules need Node ^22.14.0 || ^24.0.0): install Node 22 (22.14 or later) or 24, run npm ci again, then start.\n');
    }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
});
