/*
 * Throwaway PostgreSQL and Redis servers of a test's own, on free ports, for tests that stop,
 * freeze (SIGSTOP) and restart them. The shared servers on 5432 and 6379 are never touched.
 * A freeze stops the server's whole process tree, so no backend answers.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

export interface Throwaway {
  url: string;
  /** SIGSTOP to every process of the server: it holds connections and never answers. */
  freeze(): void;
  resume(): void;
  /** Stops the server at once (connections are reset, new ones refused). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((version) => path.join(root, version, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'postgres')));
  return found ?? null;
}

/** Why throwaway servers cannot run here, or null when they can. */
export function throwawayUnavailable(): string | null {
  if (!postgresBinaries()) return 'PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)';
  if (!fs.existsSync('/usr/bin/redis-server')) return 'redis-server not found (apt-get install redis-server)';
  if (process.getuid?.() === 0 && !fs.existsSync('/usr/sbin/runuser')) return 'running as root without runuser';
  return null;
}

async function waitFor(ready: () => boolean, what: string, child: () => ChildProcess | null, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (child()?.exitCode !== null && child()?.exitCode !== undefined) throw new Error(`${what} exited while starting`);
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process and every descendant (PostgreSQL's backends each call setsid, so a group signal misses them). */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)]).toString().trim().split('\n').filter(Boolean).map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  return [pid, ...children.flatMap(tree)];
}

function signalAll(child: ChildProcess | null, signal: NodeJS.Signals): void {
  if (!child?.pid || child.exitCode !== null) return;
  for (const pid of tree(child.pid)) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

async function ended(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function throwawayPostgres(): Promise<Throwaway> {
  const bin = postgresBinaries()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, run it as the postgres user.
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  execFileSync(...command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']), { stdio: 'ignore' });
  const port = await freePort();
  let child: ChildProcess | null = null;
  let log = '';

  const start = async () => {
    log = '';
    child = spawn(
      ...command('postgres', ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=40']),
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitFor(() => /ready to accept connections/.test(log), 'throwaway PostgreSQL', () => child);
  };
  const stop = async () => {
    signalAll(child, 'SIGCONT');
    signalAll(child, 'SIGQUIT'); // immediate shutdown
    await ended(child);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze: () => signalAll(child, 'SIGSTOP'),
    resume: () => signalAll(child, 'SIGCONT'),
    stop,
    start,
    async dispose() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function throwawayRedis(): Promise<Throwaway> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let log = '';
  const start = async () => {
    log = '';
    child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitFor(() => /Ready to accept connections/.test(log), 'throwaway Redis', () => child);
  };
  const stop = async () => {
    signalAll(child, 'SIGCONT');
    signalAll(child, 'SIGKILL');
    await ended(child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => signalAll(child, 'SIGSTOP'),
    resume: () => signalAll(child, 'SIGCONT'),
    stop,
    start,
    dispose: stop,
  };
}
