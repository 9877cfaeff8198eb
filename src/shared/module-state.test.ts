/*
 * State you can see (issue 29.5, CONTRIBUTING.md): what an app keeps between requests is a
 * decoration built in buildApp, never a module-level map or set filled as apps ask. This scans the
 * server's sources for module-level collections that start empty (a store filled at run time);
 * each one found must be below, with why it is not the app's state. A collection keyed by the app
 * itself is refused outright.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const SRC = path.resolve(import.meta.dirname, '..');

/** `file:name` of each module-level store allowed, and why it is not state of an app. */
const NOT_APP_STATE: Readonly<Record<string, string>> = {
  'shared/http/lane-fence.ts:notes': 'keyed by a hook function: the note travels with the function it describes',
  'shared/http/lane-fence.ts:pluginsRunning': 'marks a plugin context while the plugin registers, read only as its hooks are added',
  'shared/http/allowed-methods.ts:matchers': 'patterns compiled from a route catalog, a pure function of the catalog they are keyed by',
  'shared/log-redaction.ts:secretPrefixes': 'routes are code: every app of a process records the same prefixes',
  'shared/dates.ts:formatters': 'Intl formatters per time zone, bounded',
  'shared/dates.ts:dayStarts': "a day's first instant in a zone, fixed by the zone's rules; bounded",
  'shared/pdf/fonts.ts:parsed': 'a font parsed once per byte array',
  'features/admin-dashboard/repository.ts:monthlyStatements': 'compiled SQL text per database handle, a pure function of its key; bounded',
  'shared/storage/staging-worker.ts:files': "the staging thread's open files by stage id; it runs in the worker, not in an app",
  'features/site/lib/site-worker.ts:collected': "the site worker thread's rows per task; it runs in the worker, not in an app",
  'features/site/lib/conditional.ts:forms': 'compressed forms of a rendered document, keyed by that document',
  'db/rows.ts:fieldNames': "a column's camelCase name",
};

const STORE = /^(?:export )?(?:const|let|var) ([A-Za-z_$][\w$]*)\b[^=]*= new (WeakMap|WeakSet|Map|Set)(?:<(.*)>)?\(\)/gm;
const KEYED_BY_APP = /^\s*(?:readonly\s+)?(?:App|FastifyInstance)\b/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function moduleStores(): { key: string; keyType: string }[] {
  return sources(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(STORE)].map((match) => ({
      key: `${path.relative(SRC, file).split(path.sep).join('/')}:${match[1]}`,
      keyType: match[3] ?? '',
    })),
  );
}

test('no module-level store keyed by the app; every other one says why it is not app state', () => {
  const found = moduleStores();
  const byApp = found.filter(({ keyType }) => KEYED_BY_APP.test(keyType)).map(({ key }) => key);
  assert.deepEqual(byApp, [], 'state of an app is a decoration built in buildApp (CONTRIBUTING.md, "State you can see")');
  const unexplained = found.filter(({ key }) => !(key in NOT_APP_STATE)).map(({ key }) => key);
  assert.deepEqual(unexplained, [], 'a module-level store: make it a decoration built in buildApp, or add it here with why it is not app state');
  const stale = Object.keys(NOT_APP_STATE).filter((key) => !found.some((store) => store.key === key));
  assert.deepEqual(stale, [], 'allowed stores that no longer exist: remove them from the list');
});

test('the scan sees a store keyed by the app', () => {
  const source = "const websites = new WeakMap<App, Website>();\nexport const held = new Map<FastifyInstance, number>();\n";
  assert.deepEqual(
    [...source.matchAll(STORE)].map((match) => [match[1], KEYED_BY_APP.test(match[3] ?? '')]),
    [['websites', true], ['held', true]],
  );
});
