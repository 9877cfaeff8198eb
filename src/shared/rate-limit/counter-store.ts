import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ServiceUnavailableError } from '../errors.js';

export interface WindowCount {
  count: number;
  /** Milliseconds since the epoch when the window ends. */
  resetAt: number;
}

/**
 * Fixed-window counters shared by every instance (rate limits, login failures). They live in
 * Redis when REDIS_URL is set and in the database otherwise, never only in one process's memory.
 */
export interface CounterStore {
  /** Adds one to key's window (starting a new window of windowMs if none is open) and returns it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The open window for key, or null. */
  peek(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  /** Drops windows that have ended; returns how many. */
  purgeExpired(): Promise<number>;
}

export function databaseCounterStore(db: Kysely<Database>, now: () => number = Date.now): CounterStore {
  return {
    async hit(key, windowMs) {
      const at = now();
      // One statement, so concurrent hits from several instances never lose a count.
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, count: 1, reset_at: at + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_limit_counters.reset_at', '<=', at)
              .then(1)
              .else(eb('rate_limit_counters.count', '+', 1))
              .end(),
            reset_at: eb
              .case()
              .when('rate_limit_counters.reset_at', '<=', at)
              .then(at + windowMs)
              .else(eb.ref('rate_limit_counters.reset_at'))
              .end(),
          })),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
    async peek(key) {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now())
        .executeTakeFirst();
      return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : null;
    },
    async reset(key) {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
    async purgeExpired() {
      const result = await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

// Atomic in Redis: start the window on the first hit, then count.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Redis trouble becomes 503 (fail closed: limits and login throttling never silently switch off). */
async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new ServiceUnavailableError(`Shared counters are unavailable: ${(error as Error).message}`, 'counters_unavailable');
  }
}

export function redisCounterStore(redis: Redis, prefix = 'taxdesk:counter:'): CounterStore {
  const store: CounterStore = {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async peek(key) {
      const [count, ttl] = await redis.multi().get(prefix + key).pttl(prefix + key).exec().then((replies) => [
        replies?.[0]?.[1] as string | null,
        replies?.[1]?.[1] as number,
      ]);
      if (count === null || count === undefined || Number(ttl) <= 0) return null;
      return { count: Number(count), resetAt: Date.now() + Number(ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    // Redis expires keys by itself.
    purgeExpired: async () => 0,
  };
  return {
    hit: (key, windowMs) => orUnavailable(store.hit(key, windowMs)),
    peek: (key) => orUnavailable(store.peek(key)),
    reset: (key) => orUnavailable(store.reset(key)),
    purgeExpired: () => store.purgeExpired(),
  };
}
