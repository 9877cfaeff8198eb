/*
 * Redis for tests, at TEST_REDIS_URL (default redis://127.0.0.1:6379). As with PostgreSQL (see
 * harness.ts), CI=true makes a missing Redis fail the run; otherwise its suites are skipped (listed
 * at the end of `npm test`). Each test file counts under a key prefix of its own, so files running in parallel (and
 * earlier runs) never share a counter; the prefix's keys are deleted when the suite ends.
 */
import { randomBytes } from 'node:crypto';
import { after, before, describe } from 'node:test';
import { Redis } from 'ioredis';
import { skipUnless } from './environment.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisReachable();

export interface TestRedis {
  url: string;
  /** This file's key prefix, e.g. for `redisKeyPrefix` in a test configuration. */
  prefix: string;
}

/** A suite that needs Redis; body declares its tests (describeApi included) with the file's prefix. */
export function describeRedis(name: string, body: (redis: TestRedis) => void): void {
  describe(name, { skip: skipUnless(redisUp, `Redis (not reachable at ${TEST_REDIS_URL})`) }, () => {
    const redis: TestRedis = { url: TEST_REDIS_URL, prefix: `taxdesk-test:${randomBytes(6).toString('hex')}:` };
    before(() => {
      if (!redisUp) throw new Error(`Redis is required (CI=true) but not reachable at ${TEST_REDIS_URL}`);
    });
    after(async () => {
      if (redisUp) await deleteKeys(redis.prefix);
    });
    body(redis);
  });
}

async function deleteKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    for await (const keys of client.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length > 0) await client.unlink(...(keys as string[]));
    }
  } finally {
    client.disconnect();
  }
}
