/*
 * `npm start` stopped the ways process managers stop it, under load: SIGTERM or SIGINT to npm's
 * PID (a container's PID 1), to the whole process group (systemd's default, Ctrl-C), or to the
 * server process itself. Each time the server stops accepting, finishes what it accepted, closes
 * the database and exits 0, with no request that it accepted failing and no process left behind.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { buildAdmin } from '../scripts/build-admin.js';
import { buildServer } from '../scripts/build-server.js';
import { startLoad } from './testing/load.js';
import { freePort } from './testing/processes.js';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-signals-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function npmStart(port: number) {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true, // its own process group, as a service manager or a terminal gives it
    env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'copper-lantern-meadow-river', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    const up = await fetch(`${base}/healthz`).then((res) => res.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const server = Number(execFileSync('pgrep', ['-P', String(child.pid)]).toString().trim().split('\n')[0]);
  return { npm: child.pid!, server, base, exited, output: () => output };
}

describe('stopping npm start under load', () => {
  before(async () => {
    // Built once here, so each start below finds the builds current.
    await Promise.all([buildServer(), buildAdmin()]);
  });

  const cases: Array<{ name: string; signal: NodeJS.Signals; target: (started: { npm: number; server: number }) => number }> = [
    { name: "SIGTERM to npm's PID", signal: 'SIGTERM', target: ({ npm }) => npm },
    { name: "SIGINT to npm's PID", signal: 'SIGINT', target: ({ npm }) => npm },
    { name: 'SIGTERM to the process group', signal: 'SIGTERM', target: ({ npm }) => -npm },
    { name: 'SIGINT to the process group (Ctrl-C)', signal: 'SIGINT', target: ({ npm }) => -npm },
    { name: 'SIGTERM to the server process', signal: 'SIGTERM', target: ({ server }) => server },
    { name: 'SIGINT to the server process', signal: 'SIGINT', target: ({ server }) => server },
  ];
  for (const { name, signal, target } of cases) {
    test(`${name}: every accepted request answered, exit 0, nothing left running`, async () => {
      const started = await npmStart(await freePort());
      assert.match(fs.readFileSync(`/proc/${started.server}/cmdline`, 'utf8'), /^node\0/, 'npm runs node itself, no wrapper');
      // glibc's settings from the systemd unit (docs/operations.md, "Memory"): `npm start` is what a small firm runs.
      const environment = fs.readFileSync(`/proc/${started.server}/environ`, 'utf8').split('\0');
      assert.ok(environment.includes('MALLOC_ARENA_MAX=2') && environment.includes('MALLOC_MMAP_THRESHOLD_=4194304'), 'npm start sets the malloc settings');
      const load = startLoad(started.base, ['/healthz', '/readyz', '/api/blog', '/robots.txt'], 16);
      await load.untilAnswered(300);
      process.kill(target(started), signal);
      const code = await started.exited;
      const result = await load.stop();
      assert.equal(code, 0, `npm start exits 0; output:\n${started.output()}`);
      assert.equal(alive(started.server), false, 'the server process is gone');
      assert.deepEqual(result.errors, [], `answers that failed: ${result.failed}`);
      assert.ok(result.ok >= 300);
      // The server's word on what it accepted: every request it read was answered, none with a 5xx.
      const lines = started.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string; reqId?: string; res?: { statusCode: number } });
      const accepted = new Set(lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId));
      const answered = lines.filter((line) => line.msg === 'request completed');
      assert.ok(accepted.size >= result.ok, 'the server logged the requests it read');
      assert.equal(answered.length, accepted.size, 'every accepted request was answered');
      assert.deepEqual(answered.filter((line) => line.res!.statusCode >= 500), []);
      assert.ok(lines.some((line) => line.msg === 'shutdown complete'));
    });
  }
});

describe('the compiled start', () => {
  before(() => Promise.all([buildServer(), buildAdmin()]));

  test('serves the admin interface, and renders a feed larger than a page in its worker thread', async () => {
    const started = await npmStart(await freePort());
    try {
      const admin = await fetch(`${started.base}/admin/`);
      assert.equal(admin.status, 200, 'admin/dist is found from dist/bundle/');
      assert.match(admin.headers.get('content-type') ?? '', /^text\/html/);

      // More posts than two pages of rows (src/features/site/lib/offload.ts), so the bundle's site-worker.js renders them.
      const posts = 2_500;
      const db = new Database(path.join(dataDir, 'taxdesk.db'));
      try {
        const insert = db.prepare(
          "INSERT INTO blog_posts (slug, title, summary, content, tags, status, published_at, created_at, updated_at) VALUES (?, ?, '', '', '[]', 'published', ?, ?, ?)",
        );
        db.transaction(() => {
          for (let i = 0; i < posts; i++) {
            const at = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
            insert.run(`compiled-${i}`, `Compiled ${i}`, at, at, at);
          }
          db.prepare('UPDATE blog_feed_state SET version = version + 1').run();
        })();
      } finally {
        db.close();
      }
      const rss = await fetch(`${started.base}/site/rss.xml`);
      assert.equal(rss.status, 200, started.output());
      assert.equal((await rss.text()).split('<item>').length - 1, posts);
      assert.equal((await fetch(`${started.base}/site/sitemap.xml`)).status, 200);
    } finally {
      process.kill(started.npm, 'SIGTERM');
      assert.equal(await started.exited, 0);
    }
  });
});
