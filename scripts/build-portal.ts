/*
 * Builds the client portal app (portal/ -> portal/dist) when its sources are newer than the last
 * build (scripts/build-browser-app.ts). `--force` always builds.
 */
import { pathToFileURL } from 'node:url';
import { browserApp } from './build-browser-app.js';

// The portal bundles the admin's shared hooks (admin/src/ui/useLoad.ts): a change there is a change here.
const portal = browserApp('portal', { sources: ['admin/src/ui'], script: import.meta.filename });

export const portalBuildIsStale = (): boolean => portal.isStale();
export const buildPortal = (options: { force?: boolean } = {}): Promise<boolean> => portal.build(options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = await buildPortal({ force: process.argv.includes('--force') });
  process.stdout.write(built ? `portal app built in ${Date.now() - started} ms\n` : 'portal app is up to date\n');
}
