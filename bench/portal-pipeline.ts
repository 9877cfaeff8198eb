/*
 * What one portal read (and, for comparison, a staff read and /healthz) costs in CPU time of the
 * server's process, without sockets: the whole app (every hook and plugin) in production settings,
 * over the portal scenarios' seed (bench/scenarios/portal.ts: 10,000 clients, 200,000 schedules,
 * filings and revenue entries), requests answered through app.inject one after another. CPU time,
 * not latency, so other engineers' work on a shared machine barely moves the figure; at 20
 * connections on one event loop, p99 under 20 ms needs about 0.5 ms of CPU per request or less.
 *
 *   npx tsx bench/portal-pipeline.ts                          # SQLite file, 5,000 requests per path
 *   npx tsx bench/portal-pipeline.ts --db postgres            # PostgreSQL (its own CPU is not counted)
 *   npx tsx bench/portal-pipeline.ts --requests 20000 --only /api/portal/me
 *   npx tsx bench/portal-pipeline.ts --keep /tmp/portal.db    # seeds the file once, then reuses it
 *   BENCH_NODE_FLAGS is not read here: run `node --cpu-prof --import tsx bench/portal-pipeline.ts` to profile.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createUser, systemActor } from '../src/features/users/service.js';
import { createPasswordHasher } from '../src/shared/auth/passwords.js';
import { insertSession } from '../src/shared/auth/session-store.js';
import { systemClock } from '../src/shared/clock.js';
import { grantPortalAccess } from '../src/shared/portal/access-store.js';
import portalScenarios from './scenarios/portal.js';
import type { SeedContext } from './lib/types.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '5000' },
    only: { type: 'string' },
    // A SQLite file kept between runs: seeded when it does not exist, used as it is when it does.
    keep: { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const requests = Number(args.requests);
const dialect = args.db === 'postgres' ? 'postgres' : 'sqlite';
const CLIENT_ID = 4_242;
const ADMIN = { email: 'bench-admin@example.com', password: 'quiet-harbor-lantern-2026' };
const PATHS = [
  '/healthz',
  `/api/client/${CLIENT_ID}`,
  '/api/portal/me',
  '/api/portal/deadlines?page=1&pageSize=100',
  '/api/portal/invoices?page=1&pageSize=100',
  '/api/portal/deadlines',
  '/api/portal/filings',
  '/api/portal/engagements',
  '/api/portal/invoices',
];
const paths = args.only ? args.only.split(',') : PATHS;

const log = (line: string) => process.stderr.write(`${line}\n`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-portal-pipeline-'));
const pgDatabase = `taxdesk_portal_pipeline_${process.pid}`;
async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: args['pg-url'] });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
let databaseUrl: string;
if (dialect === 'postgres') {
  await adminQuery(`create database ${pgDatabase}`);
  const url = new URL(args['pg-url']);
  url.pathname = `/${pgDatabase}`;
  databaseUrl = url.href;
} else {
  databaseUrl = `sqlite:${args.keep ?? path.join(tmp, 'bench.db')}`;
}
const seeded = dialect === 'sqlite' && args.keep !== undefined && fs.existsSync(args.keep);
const target = databaseUrl.startsWith('sqlite:') ? ({ kind: 'sqlite', file: databaseUrl.slice('sqlite:'.length) } as const) : ({ kind: 'postgres', url: databaseUrl } as const);

async function seed(): Promise<void> {
  const seeding = openDatabase(target);
  try {
    await migrateToLatest(seeding.db);
    await createUser({ db: seeding.db, clock: systemClock, passwords: createPasswordHasher({ concurrency: 1, queueLimit: 1 }), actor: systemActor('bench') }, { ...ADMIN, role: 'admin' });
    const context: SeedContext = {
      db: seeding.db,
      async insertMany(table, rows) {
        const width = Math.max(1, Object.keys(rows[0] ?? {}).length);
        const chunk = Math.max(1, Math.floor(10_000 / width));
        await seeding.db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows.length; i += chunk) {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument -- rows of any table: the generic insert cannot type them
            await trx.insertInto(table).values(rows.slice(i, i + chunk) as any).execute();
          }
        });
      },
    };
    const started = Date.now();
    await portalScenarios[0]!.seed!(context);
    log(`seeded in ${Date.now() - started} ms`);
    await grantPortalAccess(seeding.db, CLIENT_ID, new Date().toISOString(), null);
  } finally {
    await seeding.close();
  }
}

try {
  if (!seeded) await seed();

  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    SITE_URL: 'https://www.example-tax.com',
    ADMIN_URL: 'https://www.example-tax.com/admin',
    DATABASE_URL: databaseUrl,
    DATA_DIR: tmp,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    MFA_REQUIRED: 'off',
    READ_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const { accessToken: adminToken } = login.json<{ accessToken: string }>();
    const now = new Date();
    const familyId = randomUUID();
    await insertSession(app.db, { kind: 'portal', id: CLIENT_ID }, { familyId, method: 'code', now: now.toISOString(), expiresAt: new Date(now.getTime() + 86_400_000).toISOString(), userAgent: 'bench', ip: '127.0.0.1' });
    const portalToken = app.portalTokens.signAccess({ clientId: CLIENT_ID, sessionId: familyId });

    process.stdout.write(`| path (${dialect}) | status | bytes | server CPU µs/req |\n|---|---|---|---|\n`);
    for (const url of paths) {
      const authorization = url.startsWith('/api/portal/') ? `Bearer ${portalToken}` : url.startsWith('/api/') ? `Bearer ${adminToken}` : undefined;
      const request = { method: 'GET' as const, url, headers: authorization ? { authorization } : {} };
      const sample = await app.inject(request);
      // Warm-up: V8 optimizes the hot paths first.
      for (let i = 0; i < requests / 3; i++) await app.inject(request);
      const cpu = process.cpuUsage();
      for (let i = 0; i < requests; i++) await app.inject(request);
      const used = process.cpuUsage(cpu);
      process.stdout.write(`| ${url} | ${sample.statusCode} | ${sample.rawPayload.length} | ${((used.user + used.system) / requests).toFixed(0)} |\n`);
    }
  } finally {
    await app.close();
  }
  process.stdout.write(`\nload average at the end: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')}\n`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
  if (dialect === 'postgres') await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
}
