/*
 * Routes look like routes: at the root of a feature folder, every file other than index.ts,
 * service.ts, repository.ts, schemas.ts and tests registers exactly one route (the catalog records
 * which file registered each route; a website page's language variants count as one); helpers live
 * in a subfolder such as lib/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { describeApi } from '../testing/harness.js';

const FEATURES = import.meta.dirname;
const NOT_ROUTES = new Set(['index.ts', 'service.ts', 'repository.ts', 'schemas.ts']);

function rootFiles(): string[] {
  return fs
    .readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((group) =>
      fs
        .readdirSync(path.join(FEATURES, group.name), { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !NOT_ROUTES.has(entry.name))
        .map((entry) => `${group.name}/${entry.name}`),
    );
}

/** /metrics exists only with a token: one is set so that every optional route is registered too. */
const LAYOUT_APP = { config: { metricsToken: 'layout-test-token' } };

describeApi('feature layout', (t) => {
  test('each operation file at a feature root registers exactly one route; helpers live in a subfolder', () => {
    const routesByFile = new Map<string, string[]>();
    for (const route of t.app.routeCatalog) {
      if (route.method === 'HEAD' || !route.file) continue;
      const file = route.file.replace(/^src\/features\//, '');
      // A website page is one operation served in each language: /ko/faq is /faq in Korean.
      const operation = `${route.method} ${file.startsWith('website/') ? route.url.replace(/^\/ko(?=\/|$)/, '') || '/' : route.url}`;
      const known = routesByFile.get(file) ?? [];
      if (!known.includes(operation)) routesByFile.set(file, [...known, operation]);
    }
    const files = rootFiles();
    assert.ok(files.length > 50, 'the feature folders are read');
    for (const file of files) {
      const routes = routesByFile.get(file) ?? [];
      assert.equal(routes.length, 1, `${file} registers ${routes.length} routes (${routes.join(', ')}): one per operation file; helpers go into lib/`);
    }
    for (const [file, routes] of routesByFile) {
      assert.ok(!file.includes('/lib/'), `${file} is a helper but registers ${routes.join(', ')}`);
    }
  });
}, LAYOUT_APP);
