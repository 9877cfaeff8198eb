import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../shared/errors.js';

/** The client went away; nobody receives this answer, it only ends the request (logged as 499). */
export class ClientClosedRequestError extends AppError {
  readonly status = 499;
  constructor() {
    super('The client closed the request before the answer was ready.', 'client_closed_request');
  }
}

/** Fires when the connection closes before the response has been sent in full. */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

export interface Cancellable {
  /** Marks a query so that a cancellation can find it while it runs (a comment on PostgreSQL). */
  tag<Q extends AnySelect>(query: Q): Q;
  /** Runs work made of tagged queries; rejects with ClientClosedRequestError once the signal fires. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Queries that stop when the signal fires. On PostgreSQL each query carries a unique comment, and
 * the abort asks the server to cancel whichever backend is running a query with that comment
 * (pg_cancel_backend): the work stops on the server, not just in this process. SQLite runs each
 * statement synchronously in-process, so there the signal is checked before every statement.
 */
export function cancellable(db: Kysely<Database>, dialect: Dialect, signal?: AbortSignal): Cancellable {
  const marker = dialect === 'postgres' && signal ? `cancel:${randomBytes(12).toString('hex')}` : null;
  const throwIfAborted = () => {
    if (signal?.aborted) throw new ClientClosedRequestError();
  };
  return {
    tag(query) {
      throwIfAborted();
      // At the front: pg_stat_activity keeps only the first 1 kB of a query's text.
      return marker ? (query.modifyFront(sql.raw(`/* ${marker} */`)) as typeof query) : query;
    },
    async run(work) {
      throwIfAborted();
      if (!signal) return work();
      const cancelOnServer = () => {
        if (!marker) return;
        sql`select pg_cancel_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and position(${marker} in query) > 0`
          .execute(db)
          .catch(() => {
            // The query may have finished meanwhile; nothing else to do.
          });
      };
      signal.addEventListener('abort', cancelOnServer, { once: true });
      try {
        return await work();
      } catch (error) {
        // Whatever failed after the abort (typically SQLSTATE 57014, query canceled) was caused by it.
        if (signal.aborted) throw new ClientClosedRequestError();
        throw error;
      } finally {
        signal.removeEventListener('abort', cancelOnServer);
      }
    },
  };
}
