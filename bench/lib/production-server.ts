/*
 * The production server as the benches that measure it run it (bench:start, bench:memory,
 * bench:mail-crash): `node dist/server.js` on the pinned Node (node_modules/.bin/node), built by
 * the bench itself, NODE_ENV=production, a temporary data directory, a first admin, and only the
 * environment named here (the runner's own settings never leak in). What differs between benches
 * (jobs on or off, MFA, a mail server, a PostgreSQL schema) is the caller's `env`.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..', '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

/** The PostgreSQL the benches use with --postgres (the tests' own database by default). */
export const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One connection to `pgUrl` for the work given (creating or dropping a bench's schema, seeding). */
export async function withPg<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL for a server whose tables live in `schema` of `pgUrl`. */
export function postgresIn(schema: string): { DATABASE_URL: string } {
  return { DATABASE_URL: `${pgUrl}?options=-csearch_path%3D${schema}` };
}

/** Node flags for the server from BENCH_NODE_FLAGS (`--max-semi-space-size=…`), to compare settings. */
export function benchNodeFlags(): string[] {
  return process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * What deploy/systemd/taxdesk@.service adds to `node dist/server.js`: the node flags of its
 * ExecStart and its Environment= settings but PORT, so a bench can measure the server as deployed
 * (`npm run bench:memory -- --unit`).
 */
export function unitSettings(): { flags: string[]; env: Record<string, string> } {
  const lines = fs.readFileSync(path.join(root, 'deploy', 'systemd', 'taxdesk@.service'), 'utf8').split('\n');
  const values = (key: string) => lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const flags = values('ExecStart')[0]!.split(/\s+/).filter((word) => word.startsWith('--'));
  const env = values('Environment').map((setting): [string, string] => [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)]);
  return { flags, env: Object.fromEntries(env.filter(([name]) => name !== 'PORT')) };
}

export interface ProductionServer {
  port: number;
  dataDir: string;
  /** The first admin, as seeded on the first start of the data directory. */
  admin?: { email: string; password: string };
  /** Added to (or overriding) the base environment. */
  env?: Record<string, string>;
  flags?: string[];
  /** Given: stdout and stderr are piped to it. Otherwise stderr is the bench's and stdout is dropped. */
  output?: (text: string) => void;
}

export function spawnProductionServer(server: ProductionServer): ChildProcess {
  const child = spawn(node, [...(server.flags ?? []), path.join(root, 'dist', 'server.js')], {
    cwd: root,
    stdio: server.output ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      SITE_URL: 'https://bench.example',
      ADMIN_URL: 'https://bench.example/admin',
      ADMIN_EMAIL: server.admin?.email ?? 'bench@example.com',
      ADMIN_PASSWORD: server.admin?.password ?? `Bench-${randomBytes(12).toString('base64url')}`,
      JWT_SECRET: randomBytes(48).toString('base64'),
      ...server.env,
    },
  });
  const output = server.output;
  if (output) {
    child.stdout!.on('data', (chunk: Buffer) => output(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output(chunk.toString()));
  }
  return child;
}

/**
 * Waits for /healthz to answer 200, polling every 5 ms (bench:start times this); a server that
 * exits first is an error, with `context()` (its output, say) in the message.
 */
export async function untilHealthy(child: ChildProcess, port: number, context: () => string = () => ''): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering\n${context()}`);
    }
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status === 200, () => false)) return;
    await sleep(5);
  }
}

/** SIGTERM, and the exit awaited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The process's resident memory now (Linux /proc). */
export function residentMiB(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time (user + system) in ms, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, whose parentheses may hold spaces: utime and stime are
    // fields 14 and 15 of proc(5), the 12th and 13th from the state (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
