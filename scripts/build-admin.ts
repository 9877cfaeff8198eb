/*
 * Builds the admin interface (admin/ -> admin/dist) when its sources are newer than the last build
 * (scripts/build-browser-app.ts). `--force` always builds. Takes a few seconds; a start with an
 * up-to-date build skips it.
 */
import { pathToFileURL } from 'node:url';
import { browserApp } from './build-browser-app.js';

const admin = browserApp('admin', { script: import.meta.filename });

export const adminBuildIsStale = (): boolean => admin.isStale();
export const buildAdmin = (options: { force?: boolean } = {}): Promise<boolean> => admin.build(options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = await buildAdmin({ force: process.argv.includes('--force') });
  process.stdout.write(built ? `admin interface built in ${Date.now() - started} ms\n` : 'admin interface is up to date\n');
}
