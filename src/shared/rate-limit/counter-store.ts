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
 * Fixed-window counters shared by every instance (rate limits, login attempts). They live in
 * Redis when REDIS_URL is set and in the database otherwise, never only in one process's memory.
 *
 * Windows are timed by the caller's clock (`now`), never by the store's own: a window starts at the
 * first hit and ends at `resetAt`, which is stored with the count. Redis's key expiry only collects
 * garbage, so tests move a manual clock instead of waiting for a TTL.
 */
export interface CounterStore {
  /**
   * Adds one (or `by`) to key's open window (or opens a new window of windowMs with that count) and
   * returns the count after this hit, in one atomic step: N concurrent hits see N distinct counts.
   * `by` lets a caller take several hits at once (the read budget's leases, read-budget.ts).
   */
  hit(key: string, windowMs: number, by?: number): Promise<WindowCount>;
  /** Takes back one hit of that window; nothing if the window has since ended or been replaced. */
  release(key: string, window: WindowCount): Promise<void>;
  /** The open window for key, or null. */
  peek(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  /** Drops windows that have ended; returns how many. */
  purgeExpired(): Promise<number>;
}

/** Milliseconds since the epoch, from the app's clock. */
export type Now = () => number;

export function databaseCounterStore(db: Kysely<Database>, now: Now): CounterStore {
  return {
    async hit(key, windowMs, by = 1) {
      const at = now();
      // One statement (insert or increment, then read back), so concurrent hits from any number of
      // instances each get their own count. The new window's end is bound (eb.val): a value handed
      // to a case's `then` as it is is spliced into the text, which made every hit a new statement
      // to prepare (SQLite's statement cache, PostgreSQL's named statements).
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, count: by, reset_at: at + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_limit_counters.reset_at', '<=', at)
              .then(eb.val(by))
              .else(eb('rate_limit_counters.count', '+', by))
              .end(),
            reset_at: eb
              .case()
              .when('rate_limit_counters.reset_at', '<=', at)
              .then(eb.val(at + windowMs))
              .else(eb.ref('rate_limit_counters.reset_at'))
              .end(),
          })),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },
    async release(key, window) {
      await db
        .updateTable('rate_limit_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('reset_at', '=', window.resetAt)
        .where('count', '>', 0)
        .execute();
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

/*
 * A window is a hash { c: count, r: resetAt }. Each script runs atomically in Redis. The key's
 * own expiry (PEXPIRE) only lets Redis drop it eventually: a minute past the window, so an instance
 * whose clock runs a little behind never sees its window vanish early.
 * ARGV: now, expiry in ms, now + windowMs (as text, so the stored resetAt is exactly what release
 * compares against), how many hits.
 */
const HIT_SCRIPT = `
local reset = redis.call('HGET', KEYS[1], 'r')
if reset == false or tonumber(reset) <= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'c', ARGV[4], 'r', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {tonumber(ARGV[4]), ARGV[3]}
end
return {redis.call('HINCRBY', KEYS[1], 'c', ARGV[4]), reset}
`;

const GARBAGE_GRACE_MS = 60_000;

const RELEASE_SCRIPT = `
if redis.call('HGET', KEYS[1], 'r') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;

/** Redis trouble becomes 503 (fail closed: limits and login throttling never silently switch off). */
async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ServiceUnavailableError(`Shared counters are unavailable: ${(error as Error).message}`, 'counters_unavailable');
  }
}

export function redisCounterStore(redis: Redis, prefix: string, now: Now): CounterStore {
  return {
    hit: (key, windowMs, by = 1) =>
      orUnavailable(async () => {
        const at = now();
        const [count, resetAt] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(at), String(windowMs + GARBAGE_GRACE_MS), String(at + windowMs), String(by))) as [
          number,
          string,
        ];
        return { count: Number(count), resetAt: Number(resetAt) };
      }),
    release: (key, window) =>
      orUnavailable(async () => {
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key, String(window.resetAt));
      }),
    peek: (key) =>
      orUnavailable(async () => {
        const [count, resetAt] = await redis.hmget(prefix + key, 'c', 'r');
        if (count === null || resetAt === null || Number(resetAt) <= now()) return null;
        return { count: Number(count), resetAt: Number(resetAt) };
      }),
    reset: (key) =>
      orUnavailable(async () => {
        await redis.del(prefix + key);
      }),
    // Redis drops keys by itself; a window that has ended by the clock but not yet by the TTL is
    // treated as absent by hit and peek.
    purgeExpired: async () => 0,
  };
}
