/*
 * Compiles the server and the CLI (src/ -> dist/server.js, dist/cli.js) with esbuild when a source
 * is newer than the last build, so `npm start` runs plain `node` on JavaScript: no TypeScript loader
 * between the process manager's signals and the server, and no compile cost at every start.
 * `--force` always builds. Packages stay external (node_modules is resolved at run time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const sourceRoot = path.join(root, 'src');
export const serverDist = path.join(root, 'dist');
const entryPoints = { server: path.join(sourceRoot, 'server.ts'), cli: path.join(sourceRoot, 'cli.ts') };

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function serverBuildIsStale(): boolean {
  const built = Object.keys(entryPoints).map((name) => path.join(serverDist, `${name}.js`));
  if (!built.every((file) => fs.existsSync(file))) return true;
  const oldestBuild = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  const inputs = [newestSource(sourceRoot), fs.statSync(import.meta.filename).mtimeMs, fs.statSync(path.join(root, 'package-lock.json')).mtimeMs];
  return oldestBuild < Math.max(...inputs);
}

/** `outdir` elsewhere than dist/ (with force) gives a test a build no other test rewrites under it. */
export async function buildServer(options: { force?: boolean; outdir?: string } = {}): Promise<boolean> {
  if (!options.force && !serverBuildIsStale()) return false;
  await build({
    entryPoints,
    outdir: options.outdir ?? serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = await buildServer({ force: process.argv.includes('--force') });
  process.stdout.write(built ? `server built in ${Date.now() - started} ms\n` : 'server is up to date\n');
}
