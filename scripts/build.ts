/*
 * What `npm start` runs first: compiles the server (dist/), the admin interface (admin/dist/) and
 * the client portal app (portal/dist/) when their sources changed since the last build; an
 * up-to-date start skips them in milliseconds. `--force` rebuilds all three (`npm run build`).
 */
import { buildAdmin } from './build-admin.js';
import { buildPortal } from './build-portal.js';
import { buildServer } from './build-server.js';

const force = process.argv.includes('--force');
const started = Date.now();
const [server, admin, portal] = await Promise.all([buildServer({ force }), buildAdmin({ force }), buildPortal({ force })]);
const built = [server && 'server', admin && 'admin interface', portal && 'portal app'].filter(Boolean);
process.stdout.write(built.length > 0 ? `built ${built.join(', ')} in ${Date.now() - started} ms\n` : 'server, admin interface and portal app are up to date\n');
