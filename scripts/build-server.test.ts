import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildServer } from './build-server.js';

test('the compiled bundles are plain ASCII, so V8 holds their source one byte a character', async () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-build-'));
  try {
    await buildServer({ force: true, outdir });
    const bundles = fs.readdirSync(path.join(outdir, 'bundle')).filter((name) => name.endsWith('.js'));
    assert.deepEqual(bundles.sort(), ['cli.js', 'server.js', 'site-worker.js']);
    for (const name of bundles) {
      const bytes = fs.readFileSync(path.join(outdir, 'bundle', name));
      const at = bytes.findIndex((byte) => byte > 0x7f);
      assert.equal(at, -1, `${name} has a non-ASCII byte at ${at}: ${bytes.subarray(Math.max(0, at - 60), at + 20).toString('utf8')}`);
    }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
});
