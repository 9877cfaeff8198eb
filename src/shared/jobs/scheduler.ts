import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';

export interface PeriodicJob {
  /** Unique name; also the lease key shared by every instance. */
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

export interface JobScheduler {
  register(job: PeriodicJob): void;
  start(): void;
  /** Stops the timers and waits for a running job to finish. */
  stop(): Promise<void>;
  /** Runs a job now if this instance wins its lease; true when it ran. */
  runOnce(name: string): Promise<boolean>;
}

/**
 * Periodic jobs run once per interval across all instances: before running, an instance takes the
 * job's lease in the database (one conditional upsert), valid for the whole interval.
 */
/** `clock` times the leases (tests move it); the timers that wake the jobs run on real time. */
export function createJobScheduler(db: Kysely<Database>, log: FastifyBaseLogger, clock: Clock): JobScheduler {
  const owner = randomUUID();
  const jobs = new Map<string, PeriodicJob>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  async function takeLease(job: PeriodicJob): Promise<boolean> {
    const now = clock.now().getTime();
    const row = await db
      .insertInto('job_leases')
      .values({ name: job.name, owner, expires_at: now + job.intervalMs })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner, expires_at: now + job.intervalMs })
          .where('job_leases.expires_at', '<=', now),
      )
      .returning('owner')
      .executeTakeFirst();
    return row?.owner === owner;
  }

  async function runOnce(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    if (!(await takeLease(job))) return false;
    const started = performance.now();
    await job.run();
    await db.updateTable('job_leases').set({ last_run_at: clock.now().toISOString() }).where('name', '=', name).execute();
    log.info({ job: name, ms: Math.round(performance.now() - started) }, 'periodic job finished');
    return true;
  }

  function tick(name: string) {
    const work = runOnce(name)
      .catch((error) => log.error({ err: error, job: name }, 'periodic job failed'))
      .finally(() => running.delete(work));
    running.add(work);
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },
    start() {
      for (const job of jobs.values()) {
        // A little jitter keeps instances started together from racing for every lease.
        const first = setTimeout(() => tick(job.name), 1_000 + Math.floor(Math.random() * 5_000));
        const every = setInterval(() => tick(job.name), job.intervalMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
      await Promise.all([...running]);
    },
    runOnce,
  };
}
