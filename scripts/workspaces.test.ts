/*
 * The workspace packages (packages/*, issue 29.10) stay packages: each names its public API in
 * package.json `exports`, imports nothing of the server or of another package's insides, and the
 * server reaches them only by their names. The test runner finds their tests, the mutation run
 * names files that exist, and the server's bundle for `npm start` carries them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const packagesDir = path.join(root, 'packages');

function filesUnder(dir: string, ending: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, ending);
    return ending.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a TypeScript file imports or re-exports. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g), ...text.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]!);
}

const packages = fs.existsSync(packagesDir) ? fs.readdirSync(packagesDir).filter((name) => fs.existsSync(path.join(packagesDir, name, 'package.json'))) : [];
const manifests = new Map(packages.map((dir) => [dir, JSON.parse(fs.readFileSync(path.join(packagesDir, dir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string>; dependencies?: Record<string, string> }]));

test('the portfolio module and the ajv issue mapping are workspace packages the root names', () => {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[]; dependencies: Record<string, string> };
  assert.deepEqual(rootManifest.workspaces, ['packages/*']);
  const names = [...manifests.values()].map((manifest) => manifest.name).sort();
  assert.deepEqual(names, ['@taxdesk/ajv-errors', '@taxdesk/portfolio']);
  for (const name of names) assert.ok(rootManifest.dependencies[name], `the server depends on ${name}`);
  assert.ok(!fs.existsSync(path.join(root, 'src/features/portfolio/engine')), 'the engine left src/');
  assert.ok(!fs.existsSync(path.join(root, 'src/features/portfolio/lib')), 'the library left src/');
});

test('a package imports only its own files, Node, its declared dependencies and other packages by name', () => {
  for (const [dir, manifest] of manifests) {
    const own = path.join(packagesDir, dir);
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...(manifest as { devDependencies?: object }).devDependencies }));
    for (const file of filesUnder(own, /\.ts$/)) {
      for (const specifier of specifiers(file)) {
        if (specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(file), specifier);
          assert.ok(target.startsWith(own + path.sep), `${path.relative(root, file)} reaches outside its package: ${specifier}`);
        } else if (!specifier.startsWith('node:')) {
          const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
          assert.ok(declared.has(name), `${path.relative(root, file)} imports ${name}, which ${manifest.name}'s package.json does not declare`);
        }
      }
    }
  }
});

test('the server uses a package through its exports, never a relative path into packages/', () => {
  const exported = new Set([...manifests.values()].flatMap((manifest) => Object.keys(manifest.exports).map((key) => path.posix.join(manifest.name, key))));
  for (const file of [...filesUnder(path.join(root, 'src'), /\.tsx?$/), ...filesUnder(path.join(root, 'scripts'), /\.ts$/), ...filesUnder(path.join(root, 'bench'), /\.ts$/)]) {
    for (const specifier of specifiers(file)) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        assert.ok(!target.startsWith(packagesDir + path.sep), `${path.relative(root, file)} imports ${specifier}: use the package's name`);
      } else if (specifier.startsWith('@taxdesk/')) {
        assert.ok(exported.has(specifier), `${path.relative(root, file)} imports ${specifier}, which no package exports`);
      }
    }
  }
});

test('npm test finds the packages\' tests, and the mutation run names the portfolio engine where it is', () => {
  const runner = fs.readFileSync(path.join(root, 'scripts/run-tests.ts'), 'utf8');
  assert.match(runner, /const roots = \[[^\]]*'packages'/);
  for (const dir of manifests.keys()) assert.ok(filesUnder(path.join(packagesDir, dir), /\.test\.ts$/).length > 0, `${dir} has tests`);
  const targets = JSON.parse(fs.readFileSync(path.join(root, 'scripts/mutation-targets.json'), 'utf8')) as Record<string, { mutate: string[]; tests: string[] }>;
  const engine = targets['portfolio-engine']!;
  assert.ok(engine.mutate[0]!.startsWith('packages/portfolio/src/engine/'), engine.mutate[0]);
  for (const file of engine.tests) assert.ok(fs.existsSync(path.join(root, file)), file);
});
