/*
 * Dependencies fail fast and recover: a PostgreSQL or Redis of the test's own is stopped, frozen
 * (SIGSTOP) and brought back while the app keeps running. Requests get 503 with Retry-After within
 * the configured timeouts (never a 500, never a hang), /readyz names the dependency that is down,
 * and the app serves again without a restart.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../app.js';
import type { App } from '../../shared/http/app-types.js';
import { skipUnless } from '../../testing/environment.js';
import { testConfig } from '../../testing/harness.js';
import { throwawayPostgres, throwawayRedis, throwawayUnavailable, type Throwaway } from '../../testing/services.js';

const unavailable = throwawayUnavailable();

const TIMEOUTS = { databaseConnectMs: 1_000, databaseStatementMs: 1_000, databaseReportMs: 1_000, databaseIdleMs: 10_000, redisCommandMs: 500 };
// The longest a request may take while a dependency is frozen: its timeouts plus scheduling slack.
const FAIL_FAST_MS = 6_000;

describe('dependencies that fail fast and recover', { skip: skipUnless(!unavailable, unavailable || '') }, () => {
  let postgres: Throwaway;
  let redis: Throwaway;
  let app: App;

  before(async () => {
    [postgres, redis] = await Promise.all([throwawayPostgres(), throwawayRedis()]);
    app = await buildApp(
      testConfig({ database: { kind: 'postgres', url: postgres.url }, redisUrl: redis.url, timeouts: TIMEOUTS }),
      { logger: false },
    );
    await app.ready();
  });
  after(async () => {
    postgres?.resume();
    redis?.resume();
    await app?.close();
    await Promise.all([postgres?.dispose(), redis?.dispose()]);
  });

  const timed = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const started = performance.now();
    const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { response, ms: performance.now() - started, body: response.json() };
  };
  const inquiry = () => ({ name: 'Kim', email: `kim${Math.random()}@example.com`, subject: 'VAT', message: 'Please call me back about VAT.' });
  // Recovery is the dependency's own reconnect, which takes real time: poll, bounded.
  async function until(what: string, ok: () => Promise<boolean>): Promise<void> {
    const deadline = performance.now() + 20_000;
    while (!(await ok())) {
      if (performance.now() > deadline) assert.fail(`${what} did not recover within 20 s`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const expectUnavailable = (result: Awaited<ReturnType<typeof timed>>, code: string) => {
    assert.equal(result.response.statusCode, 503, result.response.body);
    assert.match(String(result.response.headers['content-type']), /^application\/problem\+json/);
    assert.equal(result.body.code, code);
    assert.ok(Number(result.response.headers['retry-after']) >= 1, 'Retry-After');
    assert.ok(result.ms < FAIL_FAST_MS, `answered in ${Math.round(result.ms)} ms`);
  };

  test('healthy: /readyz reports each dependency up', async () => {
    const { response, body } = await timed('GET', '/readyz');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body, { status: 'ready', database: 'postgres', checks: { database: 'up', redis: 'up' } });
  });

  test('PostgreSQL stopped: 503 database_unreachable with Retry-After, /readyz 503; back without a restart', async () => {
    await postgres.stop();
    expectUnavailable(await timed('GET', '/api/blog'), 'database_unreachable');
    const ready = await timed('GET', '/readyz');
    expectUnavailable(ready, 'database_unreachable');
    assert.deepEqual(ready.body.checks, { database: 'down', redis: 'up' });
    await postgres.start();
    await until('GET /api/blog', async () => (await app.inject({ method: 'GET', url: '/api/blog' })).statusCode === 200);
    assert.equal((await timed('GET', '/readyz')).response.statusCode, 200);
  });

  test('PostgreSQL frozen: requests and /readyz answer 503 within the timeouts, not when it thaws', async () => {
    postgres.freeze();
    try {
      const [read, ready] = await Promise.all([timed('GET', '/api/blog'), timed('GET', '/readyz')]);
      expectUnavailable(read, 'database_unreachable');
      expectUnavailable(ready, 'database_unreachable');
      assert.equal(ready.body.checks.database, 'down');
    } finally {
      postgres.resume();
    }
    await until('GET /api/blog', async () => (await app.inject({ method: 'GET', url: '/api/blog' })).statusCode === 200);
  });

  test('PostgreSQL frozen, default timeouts: /readyz answers within 2 s, a request 503 within the interactive budget (issue 28.14)', async () => {
    // The settings an operator gets without tuning; 15 s of statement timeout made a frozen server a 15 s wait.
    const defaults = await buildApp(testConfig({ database: { kind: 'postgres', url: postgres.url }, redisUrl: redis.url }), { logger: false });
    try {
      await defaults.ready();
      assert.equal((await defaults.inject({ method: 'GET', url: '/readyz' })).statusCode, 200, 'a pooled connection, so the wait is a statement');
      postgres.freeze();
      try {
        const time = async (url: string) => {
          const started = performance.now();
          const response = await defaults.inject({ method: 'GET', url });
          return { status: response.statusCode, ms: performance.now() - started };
        };
        const [read, ready] = await Promise.all([time('/api/blog'), time('/readyz')]);
        assert.equal(ready.status, 503);
        assert.ok(ready.ms < 2_000, `/readyz answered in ${Math.round(ready.ms)} ms`);
        assert.equal(read.status, 503);
        assert.ok(read.ms < 7_500, `a request answered in ${Math.round(read.ms)} ms (5 s statement timeout + 1 s on the client + slack)`);
      } finally {
        postgres.resume();
      }
    } finally {
      await defaults.close();
    }
  });

  test('Redis stopped: rate-limited routes 503 counters_unavailable, /readyz 503 naming redis; back without a restart', async () => {
    await redis.stop();
    expectUnavailable(await timed('POST', '/api/inquiry', inquiry()), 'counters_unavailable');
    const ready = await timed('GET', '/readyz');
    expectUnavailable(ready, 'unavailable');
    assert.deepEqual(ready.body.checks, { database: 'up', redis: 'down' });
    await redis.start();
    await until('POST /api/inquiry', async () => (await app.inject({ method: 'POST', url: '/api/inquiry', payload: inquiry() })).statusCode === 201);
    assert.equal((await timed('GET', '/readyz')).response.statusCode, 200);
  });

  test('Redis frozen: 503 within the command timeout, then recovery', async () => {
    redis.freeze();
    try {
      const [write, ready] = await Promise.all([timed('POST', '/api/inquiry', inquiry()), timed('GET', '/readyz')]);
      expectUnavailable(write, 'counters_unavailable');
      expectUnavailable(ready, 'unavailable');
      assert.equal(ready.body.checks.redis, 'down');
    } finally {
      redis.resume();
    }
    await until('POST /api/inquiry', async () => (await app.inject({ method: 'POST', url: '/api/inquiry', payload: inquiry() })).statusCode === 201);
  });
});
