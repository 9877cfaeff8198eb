import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp } from '../../app.js';
import { describeApi, testConfig } from '../../testing/harness.js';
import { databaseCounterStore, redisCounterStore, type CounterStore } from './counter-store.js';

function behavesAsACounter(store: () => CounterStore, prefix: string): void {
  test('counts hits in a window, exactly, even when they arrive together', async () => {
    const key = `${prefix}:burst`;
    const results = await Promise.all(Array.from({ length: 25 }, () => store().hit(key, 60_000)));
    assert.deepEqual(results.map((result) => result.count).sort((a, b) => a - b), Array.from({ length: 25 }, (_, i) => i + 1));
    assert.equal((await store().peek(key))?.count, 25);
  });

  test('starts a new window when the old one has ended', async () => {
    const key = `${prefix}:window`;
    await store().hit(key, 150);
    await store().hit(key, 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(await store().peek(key), null);
    const fresh = await store().hit(key, 150);
    assert.equal(fresh.count, 1);
    assert.ok(fresh.resetAt > Date.now());
  });

  test('reset forgets a key', async () => {
    const key = `${prefix}:reset`;
    await store().hit(key, 60_000);
    await store().reset(key);
    assert.equal(await store().peek(key), null);
  });
}

describeApi('database counter store', (t) => {
  behavesAsACounter(() => databaseCounterStore(t.db), `db-${Date.now()}`);

  test('purges ended windows', async () => {
    const store = databaseCounterStore(t.db);
    await store.hit('purge-me', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok((await store.purgeExpired()) >= 1);
    const left = await t.db.selectFrom('rate_limit_counters').select('key').where('key', '=', 'purge-me').execute();
    assert.deepEqual(left, []);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

describe('Redis counter store', { skip: redisUp ? false : `Redis not reachable at ${redisUrl}` }, () => {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  const prefix = `test-${process.pid}-${Date.now()}`;
  behavesAsACounter(() => redisCounterStore(redis, `taxdesk-test:${prefix}:`), prefix);
  test('closes', () => redis.disconnect());
});

describeApi(
  'rate limits shared by instances through Redis (REDIS_URL)',
  (t) => {
    test('two instances count one client together', { skip: redisUp ? false : 'Redis not reachable' }, async () => {
      const other = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' }, redisUrl, trustProxy: true }), { logger: false });
      try {
        const headers = { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}` };
        const ask = (app: typeof other, i: number) =>
          app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: `r${i}@test.example` }, headers });
        for (let i = 0; i < 10; i++) assert.equal((await ask(i % 2 === 0 ? t.app : other, i)).statusCode, 200);
        const limited = await ask(other, 10);
        assert.equal(limited.statusCode, 429);
        assert.ok(Number(limited.headers['retry-after']) > 0);
      } finally {
        await other.close();
      }
    });
  },
  { config: { redisUrl: redisUp ? redisUrl : null, trustProxy: true } },
);
