/*
 * Builds a browser app (admin/ -> admin/dist, portal/ -> portal/dist) with Vite when its sources
 * are newer than its last build, so `npm start` after `npm ci` serves current apps with nothing
 * else to run. The apps' texts (locales/<lang>/*.json) are bundled into them: a changed catalog is
 * a changed source, and so is this script and the app's own build script.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const locales = path.join(root, 'locales');
const viteCli = path.join(root, 'node_modules/vite/bin/vite.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'e2e' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export interface BrowserApp {
  isStale(): boolean;
  /** Builds when stale (or forced); true when it built. */
  build(options?: { force?: boolean }): Promise<boolean>;
}

/**
 * `folder` is the app's folder at the project root; `sources` are other folders it bundles code
 * from, and `script` the file of the app's own build script.
 */
export function browserApp(folder: string, options: { sources?: string[]; script: string }): BrowserApp {
  const appRoot = path.join(root, folder);
  const builtIndex = path.join(appRoot, 'dist', 'index.html');
  const isStale = () => {
    const sources = [appRoot, locales, ...(options.sources ?? []).map((dir) => path.join(root, dir))];
    const scripts = [import.meta.filename, options.script].map((file) => fs.statSync(file).mtimeMs);
    const newest = Math.max(...sources.map(newestSource), ...scripts);
    return !fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newest;
  };
  return {
    isStale,
    async build({ force = false } = {}) {
      if (!force && !isStale()) return false;
      // In its own process with NODE_ENV=production: the React plugin picks the JSX development runtime
      // from NODE_ENV, and the test runner (NODE_ENV=test) builds the very files `npm start` serves.
      await promisify(execFile)(process.execPath, [viteCli, 'build', '--config', path.join(appRoot, 'vite.config.ts'), '--logLevel', 'warn'], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
      return true;
    },
  };
}
