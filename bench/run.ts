/*
 * Benchmark runner: seeds a fresh database, starts the real server (production mode, its own
 * process) and a raw node:http "ceiling" server that answers the same bytes, then measures each
 * scenario on both with autocannon in the same run. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createPasswordHasher } from '../src/shared/auth/passwords.js';
import { createUser, systemActor } from '../src/features/users/service.js';
import { systemClock } from '../src/shared/clock.js';
import { buildServer } from '../scripts/build-server.js';
import { randomUUID } from 'node:crypto';
import { insertSession } from '../src/shared/auth/session-store.js';
import { grantPortalAccess } from '../src/shared/portal/access-store.js';
import { createPortalTokenService } from '../src/shared/portal/tokens.js';
import { cpuMsOf } from './lib/production-server.js';
import type { BenchRequest, PeerContext, RunContext, Scenario, SeedContext } from './lib/types.js';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    // Rounds of real and ceiling runs, the order alternating (real first, then ceiling first, ...),
    // so that the machine's drift during a scenario weighs on both sides of the ratio alike.
    rounds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '20' },
    db: { type: 'string', default: 'sqlite' },
    only: { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // Another port when someone else on the machine is benchmarking too (the ceiling takes the next one).
    port: { type: 'string', default: '18481' },
    // Another server measured beside taxdesk with the same load, for the scenarios that name its
    // request (Ghost 5 on 127.0.0.1:2368: bench/ghost.ts starts it and passes this).
    peer: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Math.max(1, Math.floor(Number(args.rounds)) || 1);
const dialect = args.db === 'postgres' ? 'postgres' : 'sqlite';

const ADMIN = { email: 'bench-admin@example.com', password: 'quiet-harbor-lantern-2026' };
// Its own database per run: several people benchmark on one PostgreSQL, and a run drops its database.
const PG_DATABASE = `taxdesk_bench_${process.pid}`;
const SERVER_PORT = Number(args.port);
const CEILING_PORT = SERVER_PORT + 1;

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function loadScenarios(): Promise<Scenario[]> {
  const dir = path.join(root, 'bench/scenarios');
  const all: Scenario[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) {
    const module = (await import(path.join(dir, file))) as { default: Scenario | Scenario[] };
    all.push(...[module.default].flat());
  }
  const only = args.only?.split(',');
  return only ? all.filter((scenario) => only.includes(scenario.name)) : all;
}

async function prepareDatabase(tmp: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { url: `sqlite:${path.join(tmp, 'bench.db')}`, drop: async () => {} };
  const admin = new pg.Client({ connectionString: args['pg-url'] });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DATABASE}`);
  await admin.query(`create database ${PG_DATABASE}`);
  await admin.end();
  const url = new URL(args['pg-url']);
  url.pathname = `/${PG_DATABASE}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: args['pg-url'] });
      await client.connect();
      await client.query(`drop database if exists ${PG_DATABASE} with (force)`);
      await client.end();
    },
  };
}

const targetOf = (databaseUrl: string) =>
  databaseUrl.startsWith('sqlite:') ? ({ kind: 'sqlite', file: databaseUrl.slice('sqlite:'.length) } as const) : ({ kind: 'postgres', url: databaseUrl } as const);

/** A portal session of the client, started in the database as a sign-in starts one, and its access token. */
async function portalTokenOf(databaseUrl: string, secret: string, clientId: number): Promise<string> {
  const handle = openDatabase(targetOf(databaseUrl));
  try {
    const now = new Date();
    const familyId = randomUUID();
    await grantPortalAccess(handle.db, clientId, now.toISOString(), null);
    await insertSession(handle.db, { kind: 'portal', id: clientId }, { familyId, method: 'code', now: now.toISOString(), expiresAt: new Date(now.getTime() + 86_400_000).toISOString(), userAgent: 'bench', ip: '127.0.0.1' });
    return createPortalTokenService({ secret, issuer: 'taxdesk', accessTtlSeconds: 3600, clock: systemClock }).signAccess({ clientId, sessionId: familyId });
  } finally {
    await handle.close();
  }
}

async function seed(databaseUrl: string, scenarios: Scenario[]): Promise<void> {
  const handle = openDatabase(targetOf(databaseUrl));
  try {
    await migrateToLatest(handle.db);
    const passwords = createPasswordHasher({ concurrency: 1, queueLimit: 1 });
    await createUser({ db: handle.db, clock: systemClock, passwords, actor: systemActor('bench') }, { ...ADMIN, role: 'admin' });
    const context: SeedContext = {
      db: handle.db,
      async insertMany(table, rows) {
        // SQLite allows 32k bound parameters per statement; stay well under it.
        const width = Math.max(1, Object.keys(rows[0] ?? {}).length);
        const chunk = Math.max(1, Math.floor(10_000 / width));
        await handle.db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows.length; i += chunk) {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument -- rows of any table: the generic insert cannot type them
            await trx.insertInto(table).values(rows.slice(i, i + chunk) as any).execute();
          }
        });
      },
    };
    for (const scenario of scenarios) {
      const started = Date.now();
      await scenario.seed?.(context);
      if (scenario.seed) log(`seeded ${scenario.name} in ${Date.now() - started} ms`);
    }
  } finally {
    await handle.close();
  }
}

/** The server as `npm start` runs it (compiled, the pinned Node); other scripts through tsx. */
function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const compiled = args.at(-1) === 'dist/server.js';
  const child = spawn(compiled ? path.join(root, 'node_modules', '.bin', 'node') : process.execPath, compiled ? args : ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  // Two minutes: seeding a large scenario on a loaded machine can take most of one.
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

function send(base: string, request: BenchRequest) {
  return fetch(base + request.path, {
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/**
 * The answer's bytes exactly as sent (fetch would decode a compressed body and add an
 * Accept-Encoding of its own), so the ceiling replays what autocannon's request really gets.
 */
function capture(base: string, request: BenchRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const outgoing = http.request(
      base + request.path,
      { method: request.method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** What ran in the background of a measurement: how many, their statuses, their mean time. */
interface BackgroundRun {
  requests: number;
  statuses: Record<string, number>;
  meanMs: number;
}

/** Sends `request` again and again, one at a time, until `stop` is called; answers what ran. */
function inBackground(base: string, request: BenchRequest): { stop(): Promise<BackgroundRun> } {
  let running = true;
  const statuses: Record<string, number> = {};
  let requests = 0;
  let totalMs = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const status = await send(base, request).then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        () => 'error',
      );
      totalMs += performance.now() - started;
      requests++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { requests, statuses, meanMs: requests === 0 ? 0 : totalMs / requests };
    },
  };
}

interface Measured {
  result: Result;
  /** The server process's CPU time during the measured run (not the warm-up), when readable. */
  cpuMs: number | null;
}

async function measure(base: string, request: BenchRequest, serverPid?: number, background?: BenchRequest): Promise<Measured & { background?: BackgroundRun }> {
  const options = {
    url: base,
    connections,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      },
    ],
  };
  await autocannon({ ...options, duration: Math.min(2, duration) });
  // The background work starts before the measured run, so a report is already in progress.
  const running = background ? inBackground(base, background) : null;
  const before = cpuMsOf(serverPid);
  const result = await autocannon({ ...options, duration });
  const after = cpuMsOf(serverPid);
  const ran = await running?.stop();
  return { result, cpuMs: before === null || after === null ? null : after - before, ...(ran ? { background: ran } : {}) };
}

/**
 * `rounds` runs of each server, alternating which goes first; requests per second averaged over the
 * rounds, latency percentiles the worst round's (a p99 is not averaged away).
 */
async function measureAlternating(
  base: string,
  ceilingBase: string,
  request: BenchRequest,
  serverPid: number | undefined,
  peer?: { base: string; request: BenchRequest },
  background?: BenchRequest,
): Promise<{ real: Result; raw: Result; peer: Result | null; cpuUsPerRequest: number | null; background?: BackgroundRun }> {
  const reals: (Measured & { background?: BackgroundRun })[] = [];
  const raws: Measured[] = [];
  const peers: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      reals.push(await measure(base, request, serverPid, background));
      raws.push(await measure(ceilingBase, request));
      if (peer) peers.push(await measure(peer.base, peer.request));
    } else {
      if (peer) peers.push(await measure(peer.base, peer.request));
      raws.push(await measure(ceilingBase, request));
      reals.push(await measure(base, request, serverPid, background));
    }
  }
  const ran = reals.flatMap((measured) => (measured.background ? [measured.background] : []));
  const real = combined(reals.map((measured) => measured.result));
  const cpuMs = reals.every((measured) => measured.cpuMs !== null) ? reals.reduce((total, measured) => total + measured.cpuMs!, 0) : null;
  return {
    real,
    raw: combined(raws.map((measured) => measured.result)),
    peer: peers.length > 0 ? combined(peers.map((measured) => measured.result)) : null,
    cpuUsPerRequest: cpuMs === null || real.requests.total === 0 ? null : (cpuMs * 1000) / real.requests.total,
    ...(ran.length > 0 ? { background: mergedBackground(ran) } : {}),
  };
}

function mergedBackground(runs: BackgroundRun[]): BackgroundRun {
  const requests = runs.reduce((total, run) => total + run.requests, 0);
  const statuses: Record<string, number> = {};
  for (const run of runs) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const meanMs = requests === 0 ? 0 : runs.reduce((total, run) => total + run.meanMs * run.requests, 0) / requests;
  return { requests, statuses, meanMs };
}

function combined(results: Result[]): Result {
  if (results.length === 1) return results[0]!;
  const worst = (pick: (result: Result) => number) => Math.max(...results.map(pick));
  const sum = (pick: (result: Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    ...results[0]!,
    requests: { ...results[0]!.requests, average: sum((result) => result.requests.average) / results.length, total: sum((result) => result.requests.total) },
    latency: { ...results[0]!.latency, p50: worst((result) => result.latency.p50), p99: worst((result) => result.latency.p99) },
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
  };
}

interface Row {
  scenario: string;
  description: string;
  status: number;
  bytes: number;
  real: { rps: number; p50: number; p99: number; non2xx: number; errors: number };
  ceiling: { rps: number; p50: number; p99: number };
  ratio: number;
  /** The server process's CPU time per request (PostgreSQL's own is not in it). */
  serverCpuUsPerRequest: number | null;
  /** The same page on the peer (`--peer`), measured in the same rounds: taxdesk's req/s over the peer's. */
  peer?: { path: string; status: number; bytes: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; ratio: number };
  /** The scenario's background requests during the measured runs (Scenario.background). */
  background?: BackgroundRun;
}

/** Ghost's Content API key, written by ../shared/peer-ghost/setup.sh into $PEER_DIR. */
function peerContentKey(): string | null {
  const file = path.join(process.env.PEER_DIR ?? '/tmp/peer-ghost', 'content.key');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null;
}

/** The ceiling's key of a canned answer: the same path may be measured with and without compression. */
function cannedKey(method: string, path: string, acceptEncoding: string | undefined): string {
  return `${method} ${path} ${acceptEncoding ?? ''}`;
}

/** Headers node:http writes by itself (or that describe this one connection): the ceiling adds its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-type']);

async function main(): Promise<void> {
  const scenarios = await loadScenarios();
  if (scenarios.length === 0) throw new Error('no scenario matches --only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-bench-'));
  const database = await prepareDatabase(tmp);
  const children: ChildProcess[] = [];
  try {
    await Promise.all([seed(database.url, scenarios), buildServer()]);
    // BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the load.
    const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
    const jwtSecret = randomBytes(48).toString('base64');
    const server = startProcess([...nodeFlags, 'dist/server.js'], {
      NODE_ENV: 'production',
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: tmp,
      // Production refuses a low-variety secret: a random one per run, as an operator would make it.
      JWT_SECRET: jwtSecret,
      SITE_URL: 'https://www.example-tax.com',
      ADMIN_URL: 'https://www.example-tax.com/admin',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      // The bench admin signs in with the password alone: the benchmarks measure reads, not sign-in.
      MFA_REQUIRED: 'off',
      // One principal sends every request of a scenario: the per-principal read budget (600 a
      // minute by default) would answer most of them 429. Still counted (a counter write per lease of 100 reads).
      READ_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    children.push(server);
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    await waitFor(`${base}/healthz`);

    const login = await send(base, { method: 'POST', path: '/api/auth/login', body: ADMIN });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const context: RunContext = {
      baseUrl: base,
      adminToken: accessToken,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      portalToken: (clientId) => portalTokenOf(database.url, jwtSecret, clientId),
    };

    const requests = new Map<string, BenchRequest>();
    const backgrounds = new Map<string, BenchRequest>();
    const canned: Record<string, { status: number; contentType: string; headers: Record<string, string>; body: string }> = {};
    for (const scenario of scenarios) {
      const request = await scenario.request(context);
      requests.set(scenario.name, request);
      if (scenario.background) backgrounds.set(scenario.name, await scenario.background(context));
      const response = await capture(base, request);
      canned[cannedKey(request.method, request.path, request.headers?.['accept-encoding'])] = {
        status: response.status,
        contentType: response.headers['content-type'] ?? 'application/json',
        headers: Object.fromEntries(
          Object.entries(response.headers)
            .filter(([name]) => !CONNECTION_HEADERS.has(name))
            .map(([name, value]) => [name, String(value)]),
        ),
        body: response.body.toString('base64'),
      };
    }
    const cannedFile = path.join(tmp, 'canned.json');
    fs.writeFileSync(cannedFile, JSON.stringify(canned));
    const ceiling = startProcess(['bench/lib/ceiling-server.ts', cannedFile, String(CEILING_PORT)], {});
    children.push(ceiling);
    const ceilingBase = `http://127.0.0.1:${CEILING_PORT}`;
    await waitFor(`${ceilingBase}/__ready`);

    const peerContext: PeerContext | null = args.peer ? { baseUrl: args.peer, contentKey: peerContentKey() } : null;
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const request = requests.get(scenario.name)!;
      const peerRequest = peerContext && scenario.peer ? await scenario.peer(peerContext) : null;
      const peerSample = peerRequest ? await capture(peerContext!.baseUrl, peerRequest) : null;
      log(`measuring ${scenario.name} (${rounds} x ${duration}s x ${connections} connections, ${dialect}${peerRequest ? `, peer ${peerRequest.path}` : ''})`);
      const { real, raw, peer, cpuUsPerRequest, background } = await measureAlternating(
        base,
        ceilingBase,
        request,
        server.pid,
        peerRequest ? { base: peerContext!.baseUrl, request: peerRequest } : undefined,
        backgrounds.get(scenario.name),
      );
      const sample = canned[cannedKey(request.method, request.path, request.headers?.['accept-encoding'])]!;
      rows.push({
        scenario: scenario.name,
        description: scenario.description,
        status: sample.status,
        bytes: Buffer.from(sample.body, 'base64').length,
        real: { rps: real.requests.average, p50: real.latency.p50, p99: real.latency.p99, non2xx: real.non2xx, errors: real.errors },
        ceiling: { rps: raw.requests.average, p50: raw.latency.p50, p99: raw.latency.p99 },
        ratio: real.requests.average / raw.requests.average,
        serverCpuUsPerRequest: cpuUsPerRequest,
        ...(peer && peerRequest && peerSample
          ? {
              peer: {
                path: peerRequest.path.replace(/key=[^&]+/, 'key=KEY'),
                status: peerSample.status,
                bytes: peerSample.body.length,
                rps: peer.requests.average,
                p50: peer.latency.p50,
                p99: peer.latency.p99,
                non2xx: peer.non2xx,
                errors: peer.errors,
                ratio: real.requests.average / peer.requests.average,
              },
            }
          : {}),
        ...(background ? { background } : {}),
      });
    }

    const header = `| scenario (${dialect}) | status | bytes | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p50 | ceiling p99 | real/ceiling | server CPU µs/req |`;
    const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|'];
    for (const row of rows) {
      lines.push(
        `| ${row.scenario} | ${row.status} | ${row.bytes} | ${Math.round(row.real.rps)} | ${row.real.p50} | ${row.real.p99} | ` +
          `${Math.round(row.ceiling.rps)} | ${row.ceiling.p50} | ${row.ceiling.p99} | ${(row.ratio * 100).toFixed(1)}% | ${row.serverCpuUsPerRequest === null ? '–' : Math.round(row.serverCpuUsPerRequest)} |`,
      );
      if (row.real.non2xx > 0 || row.real.errors > 0) lines.push(`|  ↳ ${row.real.non2xx} non-2xx, ${row.real.errors} errors | | | | | | | | | | |`);
      if (row.background) {
        const statuses = Object.entries(row.background.statuses).map(([status, count]) => `${count} x ${status}`).join(', ');
        lines.push(`|  ↳ meanwhile ${row.background.requests} background requests (${statuses}), ${Math.round(row.background.meanMs)} ms each on average | | | | | | | | | | |`);
      }
    }
    const peered = rows.filter((row) => row.peer);
    if (peered.length > 0) {
      lines.push('', `| scenario (${dialect}) | taxdesk req/s | peer page | peer status | peer bytes | peer req/s | peer p50 ms | peer p99 ms | taxdesk/peer |`, '|---|---|---|---|---|---|---|---|---|');
      for (const { scenario, real, peer } of peered) {
        lines.push(
          `| ${scenario} | ${Math.round(real.rps)} | ${peer!.path} | ${peer!.status} | ${peer!.bytes} | ${peer!.rps.toFixed(1)} | ${peer!.p50} | ${peer!.p99} | ${peer!.ratio.toFixed(0)}x |`,
        );
        if (peer!.non2xx > 0 || peer!.errors > 0) lines.push(`|  ↳ peer: ${peer!.non2xx} non-2xx, ${peer!.errors} errors | | | | | | | | |`);
      }
    }
    lines.push('', `load average at the end: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')}`);
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
    const results = {
      date: new Date().toISOString(),
      dialect,
      duration,
      rounds,
      connections,
      peer: args.peer ?? null,
      loadAverage: os.loadavg(),
      node: process.version,
      cpus: os.cpus().length,
      rows,
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, `bench/results/latest-${dialect}.json`), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  log(`bench failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
