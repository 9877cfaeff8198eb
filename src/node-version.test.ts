import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { nodeVersionProblem, SUPPORTED_NODE } from './node-version.js';

test('supported Node versions are those of package.json engines (issue 28.14)', () => {
  const engines = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines.node;
  assert.equal(SUPPORTED_NODE, engines);
  for (const version of ['22.14.0', 'v22.20.1', '24.0.0', '24.21.0', process.versions.node]) assert.equal(nodeVersionProblem(version), null, version);
  for (const version of ['20.11.1', '18.20.0', '22.13.1', '23.11.0', '25.0.0', '16.0.0']) {
    assert.match(nodeVersionProblem(version) ?? '', /^Node .* is not supported .*: install Node 22 \(22\.14 or later\) or 24, run npm ci again, then start\.$/, version);
  }
});
