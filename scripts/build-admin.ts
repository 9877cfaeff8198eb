/*
 * Builds the admin interface (admin/ -> admin/dist) when its sources are newer than the last build,
 * so `npm start` after `npm ci` serves a current admin with nothing else to run. `--force` always
 * builds. Takes a few seconds; a start with an up-to-date build skips it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const adminRoot = path.resolve(import.meta.dirname, '../admin');
const builtIndex = path.join(adminRoot, 'dist', 'index.html');
// The admin's texts (locales/<lang>/admin.json) are bundled into it: a changed catalog is a changed source.
const locales = path.resolve(import.meta.dirname, '../locales');
const viteCli = path.resolve(import.meta.dirname, '../node_modules/vite/bin/vite.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'e2e' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function adminBuildIsStale(): boolean {
  // This script counts as a source: a change in how the admin is built makes the last build stale.
  const newest = Math.max(newestSource(adminRoot), newestSource(locales), fs.statSync(import.meta.filename).mtimeMs);
  return !fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newest;
}

export async function buildAdmin(options: { force?: boolean } = {}): Promise<boolean> {
  if (!options.force && !adminBuildIsStale()) return false;
  // In its own process with NODE_ENV=production: the React plugin picks the JSX development runtime
  // from NODE_ENV, and the test runner (NODE_ENV=test) builds the very files `npm start` serves.
  await promisify(execFile)(
    process.execPath,
    [viteCli, 'build', '--config', path.join(adminRoot, 'vite.config.ts'), '--logLevel', 'warn'],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = await buildAdmin({ force: process.argv.includes('--force') });
  process.stdout.write(built ? `admin interface built in ${Date.now() - started} ms\n` : 'admin interface is up to date\n');
}
