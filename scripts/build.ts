/*
 * What `npm start` runs first: compiles the server (dist/) and the admin interface (admin/dist/)
 * when their sources changed since the last build; an up-to-date start skips both in milliseconds.
 * `--force` rebuilds both (`npm run build`).
 */
import { buildAdmin } from './build-admin.js';
import { buildServer } from './build-server.js';

const force = process.argv.includes('--force');
const started = Date.now();
const [server, admin] = await Promise.all([buildServer({ force }), buildAdmin({ force })]);
const built = [server && 'server', admin && 'admin interface'].filter(Boolean);
process.stdout.write(built.length > 0 ? `built ${built.join(' and ')} in ${Date.now() - started} ms\n` : 'server and admin interface are up to date\n');
