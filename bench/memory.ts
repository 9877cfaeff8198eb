/*
 * Memory over a working day (`npm run bench:memory`, bench/README.md "Memory under mixed load"):
 * builds and spawns the production server (`node dist/server.js`, SQLite in a temporary data
 * directory, or PostgreSQL with --postgres), seeds clients and client-log entries through the
 * API, then for --minutes drives a mix of every kind of work a firm's day has at once: public
 * pages and feeds, admin lists, the search, the client CSV export, the client-log reports (the
 * report thread on SQLite), writes, and a sign-in every second (argon2id). Resident memory is
 * sampled every 10 s; after the load it idles --idle seconds and samples again, which is the
 * figure that must fall back under 200 MiB (issue 28.14).
 *
 * --unit runs the server with the systemd unit's node flags and environment (--expose-gc, glibc's
 * settings), as deployed. BENCH_NODE_FLAGS adds node flags; the malloc variables named below, set
 * on the command line (MALLOC_ARENA_MAX=2 npm run bench:memory), reach the server, so settings can
 * be compared.
 * --snapshot writes a V8 heap snapshot of the server's main thread once the idle figure is taken
 * (bench/results/memory-idle-<pid>.heapsnapshot, for Chrome DevTools' Memory tab): what holds the
 * idle heap.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildAdmin } from '../scripts/build-admin.js';
import { buildServer } from '../scripts/build-server.js';
import { freePort } from '../src/testing/processes.js';
import { benchNodeFlags, cpuMsOf, postgresIn, residentMiB as residentOf, spawnProductionServer, stopServer, unitSettings, untilHealthy, withPg } from './lib/production-server.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    idle: { type: 'string', default: '60' },
    clients: { type: 'string', default: '3000' },
    logs: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '16' },
    postgres: { type: 'boolean', default: false },
    snapshot: { type: 'boolean', default: false },
    unit: { type: 'boolean', default: false },
  },
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-memory-'));
const email = 'bench@example.com';
const password = `Bench-${randomBytes(12).toString('base64url')}`;
const schema = `bench_memory_${process.pid}`;

await Promise.all([buildServer(), buildAdmin()]);
if (values.postgres) await withPg((client) => client.query(`CREATE SCHEMA ${schema}`));

const unit = values.unit ? unitSettings() : { flags: [], env: {} };
const passedThrough = {
  ...unit.env,
  ...Object.fromEntries(
    ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_', 'UV_THREADPOOL_SIZE'].flatMap((name) => { const value = process.env[name]; return value ? [[name, value]] : []; }),
  ),
};
const port = await freePort();
const metricsPort = await freePort();
const flags = [...unit.flags, ...benchNodeFlags(), ...(values.snapshot ? ['--heapsnapshot-signal=SIGUSR2'] : [])];
const server = spawnProductionServer({
  port,
  dataDir,
  admin: { email, password },
  flags,
  env: {
    ...passedThrough,
    ...(values.postgres ? postgresIn(schema) : {}),
    JOBS_ENABLED: 'false',
    // The bench signs in as the first admin with a password alone (MFA_REQUIRED's default asks admins to enroll).
    MFA_REQUIRED: 'off',
    METRICS_PORT: String(metricsPort),
    // The bench is one user doing the work of a whole office: per-user read limits would answer 429.
    READ_RATE_LIMIT_PER_MINUTE: '1000000',
  },
});
const base = `http://127.0.0.1:${port}`;
await untilHealthy(server, port);

const residentMiB = () => residentOf(server);

/** What V8 and Node account for, from /metrics: the rest of the resident memory is native. */
async function accounted(): Promise<string> {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  // Each V8 space's committed size (used), where prom-client reports them: which space keeps what.
  const spaces = [...text.matchAll(/^nodejs_heap_space_size_total_bytes\{space="([^"]+)"\} (\S+)$/gm)]
    .map(([, space, total]) => `${space} ${(Number(total) / 2 ** 20).toFixed(0)} (${value(`nodejs_heap_space_size_used_bytes\\{space="${space}"\\}`).toFixed(0)})`)
    .join(', ');
  return `heap used ${value('nodejs_heap_size_used_bytes').toFixed(0)} of ${value('nodejs_heap_size_total_bytes').toFixed(0)} MiB, external ${value('nodejs_external_memory_bytes').toFixed(0)} MiB${spaces ? `; by space, committed (used) MiB: ${spaces}` : ''}`;
}

/**
 * The server's resident memory by mapping (/proc/<pid>/smaps): files by name, the brk heap, the
 * thread stacks, and anonymous mappings by size (glibc's arenas reserve 64 MiB each, V8 maps its
 * pages in 256 KiB to a few MiB): where the memory outside the main thread's V8 heap sits.
 */
function residentByMapping(): string {
  const groups = new Map<string, number>();
  let name = '';
  let size = 0;
  for (const line of fs.readFileSync(`/proc/${server.pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [start, end] = line.split(' ')[0]!.split('-').map((hex) => parseInt(hex, 16));
      size = (end! - start!) / 2 ** 20;
      name = header[1] ?? '';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const key = name.startsWith('/') ? path.basename(name) : name || (size >= 60 ? 'anonymous, 60 MiB or more' : size >= 8 ? 'anonymous, 8 to 60 MiB' : 'anonymous, under 8 MiB');
    groups.set(key, (groups.get(key) ?? 0) + Number(rss[1]) / 1024);
  }
  return [...groups]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 8)
    .map(([key, mib]) => `${key} ${mib.toFixed(0)}`)
    .join(', ');
}

/**
 * Asks the server for a heap snapshot (SIGUSR2, --heapsnapshot-signal) and moves it to
 * bench/results/. V8 writes it on the main thread, so /healthz answers once it is written.
 */
async function heapSnapshot(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const written = () => new Set(fs.readdirSync(root).filter((name) => name.endsWith('.heapsnapshot')));
  const before = written();
  server.kill('SIGUSR2');
  for (;;) {
    await sleep(1000);
    const fresh = [...written()].find((name) => !before.has(name));
    if (fresh && (await fetch(`${base}/healthz`).then((response) => response.ok).catch(() => false))) {
      const target = path.join(root, 'bench', 'results', `memory-idle-${server.pid}.heapsnapshot`);
      fs.renameSync(path.join(root, fresh), target);
      return path.relative(root, target);
    }
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

await sleep(2000);
const idleBeforeSignIn = residentMiB();
let token = await signIn();
const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const idleAtStart = residentMiB();
const mappingsAtStart = residentByMapping();

// Seeding through the API, so the server's caches and statements see what a real office creates.
const clients = Number(values.clients);
const seedClients = await autocannon({
  url: base,
  connections: 8,
  amount: clients,
  requests: [
    {
      method: 'POST',
      path: '/api/client',
      setupRequest: (request) => ({
        ...request,
        headers: auth(),
        body: JSON.stringify({ name: `Seed ${randomBytes(6).toString('hex')}`, clientType: 'individual', notes: 'seeded for the memory bench' }),
      }),
    },
  ],
});
const batches = Math.ceil(Number(values.logs) / 100);
const levels = ['debug', 'info', 'warn', 'error'];
const seedLogs = await autocannon({
  url: base,
  connections: 4,
  amount: batches,
  requests: [
    {
      method: 'POST',
      path: '/api/clientlog',
      setupRequest: (request) => ({
        ...request,
        headers: auth(),
        body: JSON.stringify({
          entries: Array.from({ length: 100 }, (_, index) => ({
            level: levels[index % 4],
            message: `Problem ${index % 37} on page ${randomBytes(2).toString('hex')}`,
            source: 'bench',
          })),
        }),
      }),
    },
  ],
});
const afterSeeding = residentMiB();

const minutes = Number(values.minutes);
const samples: Array<{ second: number; residentMiB: number }> = [];
const started = performance.now();
const sampler = setInterval(() => samples.push({ second: Math.round((performance.now() - started) / 1000), residentMiB: residentMiB() }), 10_000);
let signIns = 0;
const signInLoop = (async () => {
  while (performance.now() - started < minutes * 60_000) {
    token = await signIn();
    signIns++;
    await sleep(1000);
  }
})();
const terms = ['seed', 'bench', 'Seed 1', 'a', 'problem', '00', 'memory bench'];
const load = await autocannon({
  url: base,
  connections: Number(values.connections),
  duration: minutes * 60,
  requests: [
    { path: '/' },
    { path: '/blog' },
    { path: '/faq' },
    { path: '/api/blog' },
    { path: '/site/rss.xml' },
    { path: '/site/sitemap.xml' },
    { setupRequest: (request) => ({ ...request, path: '/api/client?page=1&pageSize=20', headers: auth() }) },
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/search?q=${encodeURIComponent(terms[Math.floor(Math.random() * terms.length)]!)}`,
        headers: auth(),
      }),
    },
    { setupRequest: (request) => ({ ...request, path: '/api/client/export', headers: auth() }) },
    { setupRequest: (request) => ({ ...request, path: '/api/clientlog/summary', headers: auth() }) },
    { setupRequest: (request) => ({ ...request, path: '/api/clientlog/groups?page=1&pageSize=20', headers: auth() }) },
    { setupRequest: (request) => ({ ...request, path: '/api/admin-dashboard/summary', headers: auth() }) },
    {
      setupRequest: (request) => ({
        ...request,
        method: 'POST',
        path: '/api/client',
        headers: auth(),
        body: JSON.stringify({ name: `Load ${randomBytes(6).toString('hex')}`, clientType: 'business', businessNumber: null }),
      }),
    },
    { path: '/api/no-such-route' },
  ],
});
await signInLoop;
clearInterval(sampler);
const afterLoad = residentMiB();
// /healthz asked four times a second while idle: the slowest answer is the longest pause of the
// main thread then (the idle reclaim's collection, with --unit).
const idleUntil = performance.now() + Number(values.idle) * 1000;
const cpuBeforeIdle = cpuMsOf(server.pid);
const slowestIdle = { ms: 0, second: 0 };
while (performance.now() < idleUntil) {
  const asked = performance.now();
  await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
  const ms = performance.now() - asked;
  if (ms > slowestIdle.ms) Object.assign(slowestIdle, { ms, second: Number(values.idle) - (idleUntil - asked) / 1000 });
  await sleep(250);
}
const idleCpuMs = (cpuMsOf(server.pid) ?? NaN) - (cpuBeforeIdle ?? NaN);
const idleAfter = residentMiB();
const accountedIdle = await accounted();
const mappings = residentByMapping();
const snapshot = values.snapshot ? await heapSnapshot() : null;
await stopServer(server);
fs.rmSync(dataDir, { recursive: true, force: true });
if (values.postgres) await withPg((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));

const peak = Math.max(...samples.map((sample) => sample.residentMiB), afterLoad);
const statuses = Object.entries(load)
  .filter(([key, value]) => /^\d[x\d]{2}$/.test(key) && typeof value === 'number' && value > 0)
  .map(([key, value]) => `${key} ${String(value)}`)
  .join(', ');
const mib = (value: number) => `${value.toFixed(0)} MiB`;
const lines = [
  `${values.postgres ? 'PostgreSQL' : 'SQLite'}; Node ${process.versions.node} runner; server flags: ${[...flags, ...Object.entries(passedThrough).map(([k, v]) => `${k}=${v}`)].join(' ') || 'none'}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  `seeded ${seedClients['2xx']} clients, ${seedLogs['2xx'] * 100} log entries; load: ${load.requests.total.toLocaleString('en')} requests in ${minutes} min (${statuses}; ${load.errors} errors) and ${signIns} sign-ins`,
  '',
  '| measure | resident memory |',
  '|---|---|',
  `| idle after start | ${mib(idleBeforeSignIn)} |`,
  `| after the first sign-in | ${mib(idleAtStart)} |`,
  `| after seeding | ${mib(afterSeeding)} |`,
  `| peak during the load (10 s samples) | ${mib(peak)} |`,
  `| at the end of the load | ${mib(afterLoad)} |`,
  `| idle ${values.idle} s later | ${mib(idleAfter)} |`,
  '',
  `slowest /healthz while idle (asked every 250 ms): ${slowestIdle.ms.toFixed(0)} ms, ${slowestIdle.second.toFixed(0)} s into the idle time; the server's CPU time while idle, every thread: ${idleCpuMs.toFixed(0)} ms`,
  `main thread, idle at the end: ${accountedIdle}`,
  `resident by mapping, after the first sign-in (MiB): ${mappingsAtStart}`,
  `resident by mapping, idle at the end (MiB): ${mappings}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
if (snapshot) process.stdout.write(`heap snapshot of the idle server: ${snapshot}\n`);
process.stdout.write(`samples (s: MiB): ${samples.map((sample) => `${sample.second}: ${sample.residentMiB.toFixed(0)}`).join(', ')}\n`);
