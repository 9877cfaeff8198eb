/*
 * What the request pipeline costs per request, in CPU time of this process rather than wall time
 * (so other work on a shared machine barely moves it): the whole app (every hook and plugin) on
 * SQLite in memory, production settings, answering requests through app.inject (no sockets, which
 * cost the ceiling server the same). Run:
 *   npx tsx bench/pipeline.ts                     # /healthz, /robots.txt, /api/blog?page=1&pageSize=20
 *   npx tsx bench/pipeline.ts /healthz 50000
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const paths = process.argv[2] ? [process.argv[2]] : ['/healthz', '/robots.txt', '/api/blog?page=1&pageSize=20'];
const rounds = Number(process.argv[3] ?? 30_000);

const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    SITE_URL: 'https://www.example-tax.com',
    ADMIN_URL: 'https://www.example-tax.com/admin',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
  }),
  database: { kind: 'sqlite', file: ':memory:' } as const,
};
const app = await buildApp(config, { logger: false });
await app.ready();

for (const url of paths) {
  const status = (await app.inject(url)).statusCode;
  // Warm-up: V8 optimizes the hot paths first.
  for (let i = 0; i < rounds / 3; i++) await app.inject(url);
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i++) await app.inject(url);
  const used = process.cpuUsage(cpu);
  const perRequest = (used.user + used.system) / rounds;
  process.stdout.write(`${url} (${status}): ${perRequest.toFixed(1)} µs of CPU per request over ${rounds}\n`);
}
await app.close();
