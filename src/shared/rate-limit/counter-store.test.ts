import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../app.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, testConfig } from '../../testing/harness.js';
import { describeRedis } from '../../testing/redis.js';
import { databaseCounterStore, redisCounterStore, type CounterStore, type Now } from './counter-store.js';
import { assertEvery } from '../../testing/assertions.js';

const START = '2026-11-23T12:00:00.000Z';

/** The same contract for every store; windows are timed by a manual clock, never by waiting. */
function behavesAsACounter(makeStore: (now: Now) => CounterStore): void {
  const clock = manualClock(START);
  const store = () => makeStore(() => clock.now().getTime());

  test('counts hits in a window, exactly, even when they arrive together', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => store().hit('burst', 60_000)));
    assert.deepEqual(
      results.map((result) => result.count).sort((a, b) => a - b),
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    assertEvery(results, (result) => result.resetAt === clock.now().getTime() + 60_000);
    assert.equal((await store().peek('burst'))?.count, 25);
  });

  test('starts a new window when the clock passes the old one', async () => {
    const first = await store().hit('window', 60_000);
    await store().hit('window', 60_000);
    clock.advance(59_999);
    assert.equal((await store().peek('window'))?.count, 2);
    clock.advance(1);
    assert.equal(await store().peek('window'), null);
    const fresh = await store().hit('window', 60_000);
    assert.equal(fresh.count, 1);
    assert.equal(fresh.resetAt, first.resetAt + 60_000);
  });

  test('release takes back one hit of its own window only', async () => {
    const windows = await Promise.all(Array.from({ length: 5 }, () => store().hit('release', 60_000)));
    await Promise.all(windows.slice(0, 3).map((window) => store().release('release', window)));
    assert.equal((await store().peek('release'))?.count, 2);
    // A window that has ended and been replaced is not the one the hit was counted in.
    clock.advance(60_000);
    const next = await store().hit('release', 60_000);
    assert.equal(next.count, 1);
    await store().release('release', windows[3]!);
    assert.equal((await store().peek('release'))?.count, 1);
    await store().release('release', next);
    await store().release('release', next);
    assert.equal((await store().peek('release'))?.count, 0, 'never below zero');
  });

  test('a hit may take several at once, counted with single hits in the same window', async () => {
    assert.deepEqual(await store().hit('several', 60_000, 30), { count: 30, resetAt: clock.now().getTime() + 60_000 });
    assert.equal((await store().hit('several', 60_000)).count, 31);
    assert.equal((await store().hit('several', 60_000, 5)).count, 36);
    clock.advance(60_000);
    assert.equal((await store().hit('several', 60_000, 7)).count, 7, 'a new window starts at the hit\'s count');
  });

  test('reset forgets a key', async () => {
    await store().hit('reset', 60_000);
    await store().reset('reset');
    assert.equal(await store().peek('reset'), null);
    assert.equal((await store().hit('reset', 60_000)).count, 1);
  });
}

describeApi('database counter store', (t) => {
  behavesAsACounter((now) => databaseCounterStore(t.db, now));

  test('a hit sends one statement text whatever the clock says: the window end is bound, not spliced in', async () => {
    const texts = new Set<string>();
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        texts.add(t.db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const clock = manualClock(START);
    const store = databaseCounterStore(t.db.withPlugin(recorder), () => clock.now().getTime());
    await store.hit('one-text', 60_000);
    await store.hit('one-text', 60_000);
    clock.advance(60_000);
    assert.equal((await store.hit('one-text', 1_000)).count, 1);
    assert.equal(texts.size, 1, [...texts].join('\n'));
  });

  test('purges ended windows', async () => {
    const clock = manualClock(START);
    const store = databaseCounterStore(t.db, () => clock.now().getTime());
    await store.hit('purge-me', 1000);
    await store.hit('keep-me', 5000);
    clock.advance(1000);
    assert.ok((await store.purgeExpired()) >= 1);
    const left = await t.db.selectFrom('rate_limit_counters').select('key').where('key', 'in', ['purge-me', 'keep-me']).execute();
    assert.deepEqual(left, [{ key: 'keep-me' }]);
  });
});

describeRedis('Redis counter store', (redis) => {
  const client = new Redis(redis.url, { lazyConnect: true });
  before(() => client.connect());
  after(() => client.disconnect());
  behavesAsACounter((now) => redisCounterStore(client, `${redis.prefix}store:`, now));

  test('a window is timed by the clock, not by the key expiry', async () => {
    const clock = manualClock(START);
    const store = redisCounterStore(client, `${redis.prefix}ttl:`, () => clock.now().getTime());
    const window = await store.hit('k', 1000);
    // Redis keeps the key a minute past the window (garbage collection only)...
    assert.ok((await client.pttl(`${redis.prefix}ttl:k`)) > 1000);
    // ...while the clock alone decides when the window ends.
    clock.advance(1000);
    assert.equal(await store.peek('k'), null);
    assert.deepEqual(await store.hit('k', 1000), { count: 1, resetAt: window.resetAt + 1000 });
  });

  describeApi(
    'rate limits shared by instances through Redis (REDIS_URL)',
    (t) => {
      test('two instances count one client together', async () => {
        const other = await buildApp(
          testConfig({ database: { kind: 'sqlite', file: ':memory:' }, redisUrl: redis.url, redisKeyPrefix: redis.prefix, trustProxy: true }),
          { logger: false },
        );
        try {
          // Both dialects' suites share this file's Redis prefix: one address each.
          const headers = { 'x-forwarded-for': t.dialect === 'sqlite' ? '10.1.2.3' : '10.1.2.4' };
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
    { config: { redisUrl: redis.url, redisKeyPrefix: redis.prefix, trustProxy: true } },
  );
});
