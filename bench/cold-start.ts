/*
 * Cold start and memory of the production start (`npm run bench:start`, bench/README.md):
 * builds the server and the admin as `npm start` does, then spawns `node dist/server.js` (the
 * pinned Node, NODE_ENV=production, SQLite in a temporary data directory) and times process spawn
 * to the first 200 from /healthz over several starts of an already migrated database with its
 * first admin. Then, on one running server: resident memory idle, after 100,000 mixed requests
 * (public reads, an admin list, a 404), after a second 100,000 (growth between the two rounds is
 * what a leak would show; `--rounds` runs more, to see where V8's full collections level it off),
 * and idle again.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildAdmin } from '../scripts/build-admin.js';
import { buildServer } from '../scripts/build-server.js';
import { freePort } from '../src/testing/processes.js';
import { benchNodeFlags, residentMiB, root, spawnProductionServer, stopServer as stop, untilHealthy } from './lib/production-server.js';

const { values } = parseArgs({
  options: {
    starts: { type: 'string', default: '10' },
    requests: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
  },
});
const starts = Number(values.starts);
const requestsPerRound = Number(values.requests);
// More than two rounds show where resident memory levels off once V8's full collections begin.
const rounds = Math.max(1, Number(values.rounds));
const connections = Number(values.connections);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-cold-start-'));
const email = 'bench@example.com';
const password = `Bench-${randomBytes(12).toString('base64url')}`;

await Promise.all([buildServer(), buildAdmin()]);

function start(port: number): ChildProcess {
  return spawnProductionServer({
    port,
    dataDir,
    admin: { email, password },
    flags: benchNodeFlags(),
    env: {
      JOBS_ENABLED: 'false',
      // The bench signs in as the first admin with a password alone (MFA_REQUIRED's default asks admins to enroll).
      MFA_REQUIRED: 'off',
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
    },
  });
}

const port = await freePort();
// The first start migrates the new database and hashes the first admin's password: not a cold start.
await stop(await (async () => {
  const child = start(port);
  await untilHealthy(child, port);
  return child;
})());

const timings: number[] = [];
for (let run = 0; run < starts; run++) {
  const began = performance.now();
  const child = start(port);
  await untilHealthy(child, port);
  timings.push(performance.now() - began);
  await stop(child);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)]!;

const server = start(port);
await untilHealthy(server, port);
await sleep(2000);
const idle = residentMiB(server);
const token = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
}).then(async (response) => ((await response.json()) as { accessToken: string }).accessToken);
const requests = [
  { path: '/healthz' },
  { path: '/api/blog' },
  { path: '/site/rss.xml' },
  { path: '/site/sitemap.xml' },
  { path: '/robots.txt' },
  { path: '/api/users?page=1&pageSize=20', headers: { authorization: `Bearer ${token}` } },
  { path: '/api/no-such-route' },
];
const round = async () => {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, amount: requestsPerRound, requests });
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${result.errors} errors, ${result.timeouts} timeouts under load`);
  return result;
};
const afterRounds: Array<{ requestsPerSecond: number; residentMiB: number }> = [];
for (let done = 0; done < rounds; done++) {
  const result = await round();
  afterRounds.push({ requestsPerSecond: result.requests.average, residentMiB: residentMiB(server) });
}
await sleep(5000);
const idleAgain = residentMiB(server);
await stop(server);
fs.rmSync(dataDir, { recursive: true, force: true });

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const lines = [
  `Node ${process.versions.node} runner, server on node_modules/.bin/node; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`,
  '',
  '| measure | value |',
  '|---|---|',
  `| cold start, spawn to /healthz 200 (median of ${starts}) | ${ms(median)} |`,
  `| cold start, fastest / slowest | ${ms(timings[0]!)} / ${ms(timings.at(-1)!)} |`,
  `| resident memory, idle after start | ${mib(idle)} |`,
  ...afterRounds.map(
    (after, index) => `| after ${((index + 1) * requestsPerRound).toLocaleString('en')} mixed requests (${after.requestsPerSecond.toFixed(0)} req/s) | ${mib(after.residentMiB)} |`,
  ),
  `| idle 5 s later | ${mib(idleAgain)} |`,
];
process.stdout.write(`${lines.join('\n')}\n`);
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'cold-start.json'),
  JSON.stringify({ timingsMs: timings, idleMiB: idle, afterRounds, idleAgainMiB: idleAgain }, null, 2),
);
