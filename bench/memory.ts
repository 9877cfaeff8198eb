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
import autocannon, { type Request } from 'autocannon';
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
    without: { type: 'string', multiple: true, default: [] },
    sample: { type: 'string', default: '2' },
    'snapshot-at': { type: 'string' },
  },
});
/** The kinds of work in the mix; `--without search --without export` leaves those out, to see which drives the peak. */
const KINDS = ['public', 'lists', 'search', 'export', 'reports', 'writes', 'signins'] as const;
type Kind = (typeof KINDS)[number];
const without = new Set(values.without.flatMap((value) => value.split(',')));
for (const kind of without) if (!KINDS.includes(kind as Kind)) throw new Error(`--without ${kind}: one of ${KINDS.join(', ')}`);
const runs = (kind: Kind) => !without.has(kind);
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
const flags = [...unit.flags, ...benchNodeFlags(), ...(values.snapshot || values['snapshot-at'] ? ['--heapsnapshot-signal=SIGUSR2'] : [])];
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

/** One sample during the load: /proc's figures (MiB) always, the server's own when its scrape answered in time. */
interface Sample {
  second: number;
  /** VmRSS, and its anonymous and file-backed parts. */
  rss: number;
  anon: number;
  file: number;
  /** The process's peak resident memory so far (VmHWM): what 10 s samples miss. */
  hwm: number;
  threads: number;
  /** smaps_rollup: private dirty pages (what no other process shares and nothing can drop). */
  privateDirty: number;
  /** process.memoryUsage() of the main thread, and V8's new and old space committed. */
  heapTotal?: number;
  heapUsed?: number;
  external?: number;
  arrayBuffers?: number;
  newSpace?: number;
  oldSpace?: number;
}

function fromProc(): Omit<Sample, 'second'> {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rollup = fs.readFileSync(`/proc/${server.pid}/smaps_rollup`, 'utf8');
  const kib = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN) / 1024;
  return {
    rss: kib(status, 'VmRSS'),
    anon: kib(status, 'RssAnon'),
    file: kib(status, 'RssFile'),
    hwm: kib(status, 'VmHWM'),
    threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? NaN),
    privateDirty: kib(rollup, 'Private_Dirty'),
  };
}

/** process.memoryUsage() through /metrics (taxdesk_process_memory_bytes) and V8's spaces, in MiB. */
async function fromMetrics(): Promise<Partial<Sample>> {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.text());
  const value = (pattern: string) => Number(new RegExp(`^${pattern} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  const usage = (kind: string) => value(`taxdesk_process_memory_bytes\\{kind="${kind}"\\}`);
  return {
    heapTotal: usage('heapTotal'),
    heapUsed: usage('heapUsed'),
    external: usage('external'),
    arrayBuffers: usage('arrayBuffers'),
    newSpace: value('nodejs_heap_space_size_total_bytes\\{space="new"\\}'),
    oldSpace: value('nodejs_heap_space_size_total_bytes\\{space="old"\\}'),
  };
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
async function heapSnapshot(when: string): Promise<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const written = () => new Set(fs.readdirSync(root).filter((name) => name.endsWith('.heapsnapshot')));
  const before = written();
  server.kill('SIGUSR2');
  for (;;) {
    await sleep(1000);
    const fresh = [...written()].find((name) => !before.has(name));
    if (fresh && (await fetch(`${base}/healthz`).then((response) => response.ok).catch(() => false))) {
      const target = path.join(root, 'bench', 'results', `memory-${when}-${server.pid}.heapsnapshot`);
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
const samples: Sample[] = [];
const cpuBeforeLoad = cpuMsOf(server.pid);
const started = performance.now();
const second = () => Math.round((performance.now() - started) / 1000);
let scraping = false;
const sampler = setInterval(() => {
  const sample: Sample = { second: second(), ...fromProc() };
  samples.push(sample);
  // A scrape still waiting for a busy server is not asked again; its sample keeps /proc's figures.
  if (scraping) return;
  scraping = true;
  void fromMetrics()
    .then((figures) => Object.assign(sample, figures), () => {})
    .finally(() => (scraping = false));
}, Number(values.sample) * 1000);
const snapshotAt = values['snapshot-at'] === undefined ? null : Number(values['snapshot-at']);
const peakSnapshot = snapshotAt === null ? null : sleep(snapshotAt * 1000).then(() => heapSnapshot(`load-${snapshotAt}s`));
let signIns = 0;
const signInLoop = (async () => {
  while (runs('signins') && performance.now() - started < minutes * 60_000) {
    // A sign-in refused while the server writes a heap snapshot (--snapshot-at) is tried again.
    token = await signIn().catch(() => token);
    signIns++;
    await sleep(1000);
  }
})();
const terms = ['seed', 'bench', 'Seed 1', 'a', 'problem', '00', 'memory bench'];
/** The load's requests by kind of work; each connection cycles through those of the kinds that run. */
function mix(): Request[] {
  const byKind: Record<Exclude<Kind, 'signins'>, Request[]> = {
    public: [
      { path: '/' },
      { path: '/blog' },
      { path: '/faq' },
      { path: '/api/blog' },
      { path: '/site/rss.xml' },
      { path: '/site/sitemap.xml' },
      { path: '/api/no-such-route' },
    ],
    lists: [
      { setupRequest: (request) => ({ ...request, path: '/api/client?page=1&pageSize=20', headers: auth() }) },
      { setupRequest: (request) => ({ ...request, path: '/api/admin-dashboard/summary', headers: auth() }) },
    ],
    search: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/search?q=${encodeURIComponent(terms[Math.floor(Math.random() * terms.length)]!)}`,
          headers: auth(),
        }),
      },
    ],
    export: [{ setupRequest: (request) => ({ ...request, path: '/api/client/export', headers: auth() }) }],
    reports: [
      { setupRequest: (request) => ({ ...request, path: '/api/clientlog/summary', headers: auth() }) },
      { setupRequest: (request) => ({ ...request, path: '/api/clientlog/groups?page=1&pageSize=20', headers: auth() }) },
    ],
    writes: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path: '/api/client',
          headers: auth(),
          body: JSON.stringify({ name: `Load ${randomBytes(6).toString('hex')}`, clientType: 'business', businessNumber: null }),
        }),
      },
    ],
  };
  return Object.entries(byKind).flatMap(([kind, requests]) => (runs(kind as Kind) ? requests : []));
}
const load = await autocannon({
  url: base,
  connections: Number(values.connections),
  duration: minutes * 60,
  requests: mix(),
});
await signInLoop;
clearInterval(sampler);
const loadCpuMs = (cpuMsOf(server.pid) ?? NaN) - (cpuBeforeLoad ?? NaN);
const peakSnapshotFile = peakSnapshot ? await peakSnapshot : null;
const afterLoad = residentMiB();
const highWater = fromProc().hwm;
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
const snapshot = values.snapshot ? await heapSnapshot('idle') : null;
await stopServer(server);
fs.rmSync(dataDir, { recursive: true, force: true });
if (values.postgres) await withPg((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));

const peak = Math.max(...samples.map((sample) => sample.rss), afterLoad);
const peakSample = samples.reduce((top, sample) => (sample.rss > top.rss ? sample : top), samples[0]!);
const most = (pick: (sample: Sample) => number | undefined) => Math.max(...samples.map((sample) => pick(sample) ?? NaN).filter(Number.isFinite));
const figures = (sample: Sample) => {
  const f = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(0));
  // What neither V8's main heap nor Node's external memory accounts for: malloc (the worker
  // threads' isolates, SQLite, argon2, OpenSSL, zlib), thread stacks.
  const otherAnon = sample.heapTotal === undefined ? undefined : sample.anon - sample.heapTotal - (sample.external ?? 0);
  return `| ${sample.second} | ${f(sample.rss)} | ${f(sample.anon)} | ${f(sample.file)} | ${f(sample.heapTotal)} | ${f(sample.heapUsed)} | ${f(sample.newSpace)} | ${f(sample.oldSpace)} | ${f(sample.external)} | ${f(sample.arrayBuffers)} | ${f(otherAnon)} | ${sample.threads} |`;
};
const statuses = Object.entries(load)
  .filter(([key, value]) => /^\d[x\d]{2}$/.test(key) && typeof value === 'number' && value > 0)
  .map(([key, value]) => `${key} ${String(value)}`)
  .join(', ');
const mib = (value: number) => `${value.toFixed(0)} MiB`;
const lines = [
  `${values.postgres ? 'PostgreSQL' : 'SQLite'}; Node ${process.versions.node} runner; server flags: ${[...flags, ...Object.entries(passedThrough).map(([k, v]) => `${k}=${v}`)].join(' ') || 'none'}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  `seeded ${seedClients['2xx']} clients, ${seedLogs['2xx'] * 100} log entries; load: ${load.requests.total.toLocaleString('en')} requests in ${minutes} min (${statuses}; ${load.errors} errors) and ${signIns} sign-ins; the server's CPU time over the load, every thread, ${(loadCpuMs / 1000).toFixed(1)} s (${((loadCpuMs * 1000) / load.requests.total).toFixed(0)} µs a request)`,
  '',
  '| measure | resident memory |',
  '|---|---|',
  `| idle after start | ${mib(idleBeforeSignIn)} |`,
  `| after the first sign-in | ${mib(idleAtStart)} |`,
  `| after seeding | ${mib(afterSeeding)} |`,
  `| peak during the load (${values.sample} s samples) | ${mib(peak)} |`,
  `| peak resident memory of the process (VmHWM) | ${mib(highWater)} |`,
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
const header = '| s | rss | anon | file | heap committed | heap used | new space | old space | external | array buffers | other anon | threads |';
const every = Math.max(1, Math.round(10 / Number(values.sample)));
process.stdout.write(
  [
    '',
    `mix: ${KINDS.filter(runs).join(', ')}${without.size ? ` (without ${[...without].join(', ')})` : ''}`,
    `the sample with the most resident memory, and the most of each kind over the load (MiB; ${samples.length} samples, every ${values.sample} s):`,
    header,
    header.replace(/[^|]+/g, '---'),
    figures(peakSample),
    `| most | ${most((s) => s.rss).toFixed(0)} | ${most((s) => s.anon).toFixed(0)} | ${most((s) => s.file).toFixed(0)} | ${most((s) => s.heapTotal).toFixed(0)} | ${most((s) => s.heapUsed).toFixed(0)} | ${most((s) => s.newSpace).toFixed(0)} | ${most((s) => s.oldSpace).toFixed(0)} | ${most((s) => s.external).toFixed(0)} | ${most((s) => s.arrayBuffers).toFixed(0)} | | ${most((s) => s.threads)} |`,
    '',
    'every 10 s:',
    header,
    header.replace(/[^|]+/g, '---'),
    ...samples.filter((_, index) => index % every === every - 1).map(figures),
    ...(peakSnapshotFile ? [`heap snapshot during the load: ${peakSnapshotFile}`] : []),
  ].join('\n') + '\n',
);
