/*
 * Prometheus metrics (prom-client), one registry per app: request durations by route and status,
 * Node's own process metrics (event-loop delay included), database pool use, problems by code
 * (counter-store and database outages among them) and periodic job runs. Served by
 * features/operations/get-metrics.ts on a separate port or behind a bearer token, never publicly.
 */
import client from 'prom-client';
import type { JobScheduler, PeriodicJob } from './jobs/scheduler.js';

export interface Metrics {
  registry: client.Registry;
  requestDuration: client.Histogram<'method' | 'route' | 'status'>;
  problems: client.Counter<'code' | 'status'>;
  jobRuns: client.Counter<'job' | 'outcome'>;
  jobDuration: client.Histogram<'job'>;
  /** Times one answered request (every request calls it: see observeRequest). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * `pool`: the database pool's use, when there is a pool (PostgreSQL); SQLite has none to report.
 * `outbox`: the mail queue's messages by status, read from the database at each scrape.
 */
export function createMetrics(pool: (() => PoolStats) | null, outbox?: () => Promise<Record<string, number>>): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requestDuration = new client.Histogram({
    name: 'taxdesk_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const problems = new client.Counter({
    name: 'taxdesk_problems_total',
    help: 'Error answers by problem code (counters_unavailable and database_unreachable are dependency outages).',
    labelNames: ['code', 'status'] as const,
    registers: [registry],
  });
  const jobRuns = new client.Counter({
    name: 'taxdesk_job_runs_total',
    help: 'Periodic job runs on this instance (the one holding the lease), by outcome: ran or failed.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new client.Histogram({
    name: 'taxdesk_job_duration_seconds',
    help: 'How long periodic jobs ran on this instance.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const poolGauges = [
    ['taxdesk_db_pool_connections', 'PostgreSQL pool connections open.', (stats: PoolStats) => stats.total],
    ['taxdesk_db_pool_idle', 'PostgreSQL pool connections idle.', (stats: PoolStats) => stats.idle],
    ['taxdesk_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection.', (stats: PoolStats) => stats.waiting],
  ] as const;
  for (const [name, help, pick] of pool ? poolGauges : []) {
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(pool!()));
      },
    });
  }
  if (outbox) {
    new client.Gauge({
      name: 'taxdesk_mail_outbox_messages',
      help: 'Mail in the outbox (all instances), by status: pending (waiting or being retried), sent, failed.',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const counts = await outbox();
        for (const status of ['pending', 'sent', 'failed']) this.set({ status }, counts[status] ?? 0);
      },
    });
  }
  // What process.memoryUsage() splits the resident memory into; prom-client's defaults lack the
  // array buffers (sockets' and streams' Buffers), which bench:memory attributes a peak with.
  new client.Gauge({
    name: 'taxdesk_process_memory_bytes',
    help: 'process.memoryUsage() at the scrape: rss, heapTotal, heapUsed (main thread), external, arrayBuffers.',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      for (const [kind, bytes] of Object.entries(process.memoryUsage()) as Array<[string, number]>) this.set({ kind }, bytes);
    },
  });
  // Resolving labels (validation, hashing) cost more than the observation itself, on every request:
  // each method, route and status gets its child once (a bounded set: route patterns, not URLs).
  const requestChildren = new Map<string, client.Histogram.Internal<'method' | 'route' | 'status'>>();
  const observeRequest = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let child = requestChildren.get(key);
    if (!child) {
      child = requestDuration.labels({ method, route, status });
      requestChildren.set(key, child);
    }
    child.observe(seconds);
  };
  return { registry, requestDuration, problems, jobRuns, jobDuration, observeRequest };
}

/** The scheduler with every job's runs counted and timed (the scheduler itself stays unaware). */
export function instrumentJobs(scheduler: JobScheduler, metrics: Metrics): JobScheduler {
  return {
    ...scheduler,
    register(job: PeriodicJob) {
      scheduler.register({
        ...job,
        run: async () => {
          const stop = metrics.jobDuration.startTimer({ job: job.name });
          try {
            await job.run();
            metrics.jobRuns.inc({ job: job.name, outcome: 'ran' });
          } catch (error) {
            metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
            throw error;
          } finally {
            stop();
          }
        },
      });
    },
  };
}
