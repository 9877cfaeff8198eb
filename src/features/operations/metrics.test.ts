import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { buildApp } from '../../app.js';
import { serveMetrics } from '../../shared/metrics-server.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, testConfig } from '../../testing/harness.js';
import { freePort } from '../../testing/processes.js';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

describeApi(
  'metrics behind a bearer token',
  (t) => {
    const scrape = async () => {
      const res = await t.api('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      assertStatus(res, 200);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      return res.body;
    };

    test('refused without the token or with another one, and never with an access token', async () => {
      assertProblem(await t.api('GET', '/metrics'), 401, { code: 'unauthorized' });
      assertProblem(await t.api('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } }), 401);
      assertProblem(await t.api('GET', '/metrics', { token: await t.token('admin') }), 401);
    });

    test('request durations by route pattern and status, problems by code, process metrics', async () => {
      await t.api('GET', '/api/blog');
      await t.api('GET', '/api/client/1', { token: await t.token() });
      await t.api('GET', '/no/such/route');
      const text = await scrape();
      assert.match(text, /taxdesk_http_request_duration_seconds_count\{method="GET",route="\/api\/blog",status="200"\} [1-9]/);
      assert.match(text, /taxdesk_http_request_duration_seconds_count\{method="GET",route="\/api\/client\/:id",status="404"\} [1-9]/);
      assert.match(text, /taxdesk_problems_total\{code="route_not_found",status="404"\} [1-9]/);
      assert.match(text, /nodejs_eventloop_lag_seconds /);
      assert.match(text, /process_resident_memory_bytes /);
    });

    test('process.memoryUsage() by kind, array buffers among them (bench:memory reads them)', async () => {
      const text = await scrape();
      for (const kind of ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers']) {
        assert.match(text, new RegExp(`^taxdesk_process_memory_bytes\\{kind="${kind}"\\} \\d+$`, 'm'));
      }
    });

    test('periodic job runs are counted and timed', async () => {
      assert.equal(await t.app.jobs.runOnce('rate-limit.purge-expired-counters'), true);
      const text = await scrape();
      assert.match(text, /taxdesk_job_runs_total\{job="rate-limit.purge-expired-counters",outcome="ran"\} 1/);
      assert.match(text, /taxdesk_job_duration_seconds_count\{job="rate-limit.purge-expired-counters"\} 1/);
    });

    test('the database pool is reported on PostgreSQL', async () => {
      const text = await scrape();
      if (t.dialect === 'postgres') assert.match(text, /taxdesk_db_pool_connections [1-9]/);
      else assert.doesNotMatch(text, /taxdesk_db_pool_connections \d/);
    });
  },
  { config: { metricsToken: TOKEN } },
);

describe('metrics are never public by default', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  after(() => Promise.all(apps.map((app) => app.close())));

  test('without METRICS_TOKEN there is no /metrics route on the API port', async () => {
    const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: false });
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'route_not_found');
  });

  test('METRICS_PORT serves only /metrics, on its own listener', async () => {
    const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), { logger: false });
    apps.push(app);
    const port = await freePort();
    const server = await serveMetrics(app, '127.0.0.1', port);
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      assert.equal(metrics.status, 200);
      assert.match(await metrics.text(), /taxdesk_http_request_duration_seconds/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/api/blog`)).status, 404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
