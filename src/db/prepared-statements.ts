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
 * Only reads are named (a text starting with `select` or `with`): writes vary in shape (a batch
 * insert has a text per batch size, up to 1,100 parameters) and would take the budget from reads
 * that become hot later, and they gain little from a kept plan.
 *
 * A substring search (`ilike`) is never named either: its best plan depends on the text. The
 * generic plan PostgreSQL may settle on for a named statement cannot know how selective `ilike $1`
 * is, and walked the clients' name index testing every row (90 ms at 100,000 clients), where the
 * plan for the text itself reads pg_trgm's index (0.15 ms; migration 0026).
 *
 * pg remembers per connection which names it has parsed (and forgets a name whose Parse failed),
 * so only the first run on each connection sends the text. Errors and statement timeouts reach the
 * caller as for an unnamed statement. Names are per pool, and so per server connection. One case
 * pg gets wrong: a value it cannot convert (no SQLSTATE: the error is the client's own) closes the
 * statement on the server while pg still counts the name as parsed, so every later run of that text
 * on that connection would fail; such a connection is therefore dropped when it is released.
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const REPEATED_AFTER = 3;
const MAX_NAMED = 200;
const MAX_COUNTED = 1_000;
const READ = /^\s*(select|with)\b/i;
const PLANNED_PER_TEXT = /\bilike\b/i;

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
      if (!READ.test(text) || PLANNED_PER_TEXT.test(text)) return undefined;
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
 * pg times every query with query_timeout by a timer that the query's callback clears, and
 * pg-cursor never calls that callback: each cursor, done or not, stayed referenced by its timer for
 * the whole budget (61 s on the report pool), with its connection's state and last result. Under
 * an export-heavy load that held 175 finished exports' cursors at once (bench/README.md, "What
 * makes the peak"). Closing the cursor, which Kysely's stream() does when it ends or is abandoned,
 * now calls the callback, which clears the timer. A cursor still reading keeps its budget.
 */
function endingReadTimer<R>(cursor: PostgresCursor<R>): PostgresCursor<R> {
  const submitted = cursor as PostgresCursor<R> & { callback?: (error: Error | null) => void };
  const close = cursor.close.bind(cursor);
  submitted.close = async () => {
    try {
      await close();
    } finally {
      submitted.callback?.(null);
    }
  };
  return cursor;
}

/**
 * The pool as Kysely's PostgresDialect sees it, its clients sending named statements for the texts
 * `names` gives a name. A client's wrapper is made once: Kysely keeps its connection per client object.
 */
export function namingPool(pool: pg.Pool, names: StatementNames): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let unusable: Error | undefined;
    function query<R>(textOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      // A cursor (Kysely's stream()) is a submittable of its own; it stays unnamed.
      if (typeof textOrCursor !== 'string') return endingReadTimer(client.query(textOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>);
      const values = parameters as unknown[];
      const name = names.nameOf(textOrCursor);
      if (name === undefined) return client.query({ text: textOrCursor, values }) as unknown as Promise<PostgresQueryResult<R>>;
      return client.query({ name, text: textOrCursor, values }).catch((error: Error & { code?: string }) => {
        if (error.code === undefined) unusable = error;
        throw error;
      }) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return {
      query: query as PostgresPoolClient['query'],
      // Released with an error, pg's pool closes the connection instead of keeping it.
      release: () => client.release(unusable),
    };
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
