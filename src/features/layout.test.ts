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

/**
 * One rule for reads and 404s (issue 29.4): a route file reads nothing itself. It calls its
 * service (`get*` for one record, `list*` for many), and the service throws NotFoundError for a
 * missing row; so a route file never imports its repository's functions (types may be imported),
 * never queries `app.db`, and never raises a 404. Not checked: portfolio (moving into its own
 * package), and the website's HTML pages, whose missing page is the rendered 404 page.
 */
const READS_EXEMPT = ['portfolio/', 'website/'];

function readsItself(file: string): string[] {
  const source = fs.readFileSync(path.join(FEATURES, file), 'utf8');
  const found: string[] = [];
  if (/^import (?!type\b)[^;]*from '\.\/repository\.js'/m.test(source)) found.push("imports its repository's functions");
  if (/\bapp\.db\b/.test(source)) found.push('reads app.db');
  if (/\bNotFoundError\b/.test(source)) found.push('raises a 404 itself');
  return found;
}

test('a route file calls its service for reads, and only services raise 404 (issue 29.4)', () => {
  const checked = rootFiles()
    .filter((file) => !READS_EXEMPT.some((prefix) => file.startsWith(prefix)))
    .map((file) => ({ file, found: readsItself(file) }));
  const offending = checked
    .filter(({ found }) => found.length > 0)
    .map(({ file, found }) => `${file}: ${found.join(', ')}`);
  assert.deepEqual(offending, [], 'route -> service -> repository; see CONTRIBUTING.md, "One rule for reads and 404s"');
});

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
