/**
 * PostgreSQL: statements the application sends again and again run as named prepared statements,
 * so each connection parses them once and PostgreSQL may keep their plan, instead of parsing and
 * planning every request's statement. At the bench seed the monthly stats' statement cost the
 * server 0.39 ms of CPU unnamed against 0.14 named, the summary's 0.27 against 0.12
 * (bench/README.md, "Named prepared statements and the pool").
 *
 * A text gets a name once it has been seen REPEATED_AFTER times, and a pool names at most
 * MAX_NAMED texts: a prepared statement holds memory in every server connection that ran it, and
 * statements whose text varies (an IN list's length, optional filters) must not add up without
 * bound. Texts not yet named are counted in a map emptied past MAX_COUNTED, so a stream of one-off
 * texts is forgotten while a hot text soon reaches the threshold again.
 *
 * pg remembers per connection which names it has parsed (and forgets a name whose Parse failed),
 * so only the first run on each connection sends the text. Errors and statement timeouts reach the
 * caller as for an unnamed statement. Names are per pool, and so per server connection.
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const REPEATED_AFTER = 3;
const MAX_NAMED = 200;
const MAX_COUNTED = 1_000;

export interface StatementNames {
  /** The statement's name when the text is to run as a prepared statement, else undefined. */
  nameOf(text: string): string | undefined;
}

export function statementNames(limits: { repeatedAfter?: number; maxNamed?: number; maxCounted?: number } = {}): StatementNames {
  const repeatedAfter = limits.repeatedAfter ?? REPEATED_AFTER;
  const maxNamed = limits.maxNamed ?? MAX_NAMED;
  const maxCounted = limits.maxCounted ?? MAX_COUNTED;
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  return {
    nameOf(text) {
      const name = names.get(text);
      if (name !== undefined || names.size >= maxNamed) return name;
      const times = (seen.get(text) ?? 0) + 1;
      if (times < repeatedAfter) {
        if (seen.size >= maxCounted) seen.clear();
        seen.set(text, times);
        return undefined;
      }
      seen.delete(text);
      const given = `taxdesk_${names.size + 1}`;
      names.set(text, given);
      return given;
    },
  };
}

/**
 * The pool as Kysely's PostgresDialect sees it, its clients sending named statements for the texts
 * `names` gives a name. A client's wrapper is made once: Kysely keeps its connection per client object.
 */
export function namingPool(pool: pg.Pool, names: StatementNames): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(textOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      // A cursor (Kysely's stream()) is a submittable of its own; it stays unnamed.
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      const values = parameters as unknown[];
      const name = names.nameOf(textOrCursor);
      const config: pg.QueryConfig = name === undefined ? { text: textOrCursor, values } : { name, text: textOrCursor, values };
      return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query: query as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
