/**
 * Bulk reads (every CSV export, the search, the audit trail itself) are attributed like changes:
 * one audit entry saying who read, with what filter and how many rows (issue 28.10). A read
 * changes nothing, so there is no transaction to join: the entry is written when the rows are
 * known, and a read whose entry cannot be written fails (a list answers its error; an export's
 * stream ends with it, so the download is seen to break).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeJson } from '../../db/sql-helpers.js';
import type { Clock } from '../clock.js';
import type { Actor } from '../context.js';

export interface BulkRead {
  /** `<record type>.<verb>`: client.export, search.query, audit.read... */
  operation: string;
  /** The filter as applied: the validated query, with the defaults the caller left out. */
  filter: object;
  /** Rows the reader received. */
  rows: number;
  /** False when an export stopped before its last row (the reader went away, the query failed). */
  complete: boolean;
}

/** What the trail keeps of a bulk read (its `bulk_read` column). */
export type BulkReadSummary = Pick<BulkRead, 'rows' | 'complete'> & { filter: Record<string, unknown> };

export interface BulkReadContext {
  db: Kysely<Database>;
  clock: Clock;
  actor: Actor;
  log: FastifyBaseLogger;
}

export async function recordBulkRead(ctx: BulkReadContext, read: BulkRead): Promise<void> {
  const filter = Object.fromEntries(Object.entries(read.filter).filter(([, value]) => value !== undefined));
  await ctx.db
    .insertInto('audit_log')
    .values({
      occurred_at: ctx.clock.now().toISOString(),
      user_id: ctx.actor.userId,
      ip: ctx.actor.ip,
      request_id: ctx.actor.requestId,
      operation: read.operation,
      record_type: null,
      record_id: null,
      changes: null,
      bulk_read: writeJson({ filter, rows: read.rows, complete: read.complete }),
    })
    .execute();
}

/**
 * The rows, counted as they go out; when the reader has taken the last one, or stops early, the
 * read is recorded with the count (an export's rows stream out, so the count is known only then).
 */
export async function* auditedRows<T>(ctx: BulkReadContext, operation: string, filter: object, rows: AsyncIterable<T>): AsyncGenerator<T> {
  let count = 0;
  let complete = false;
  try {
    for await (const row of rows) {
      count++;
      yield row;
    }
    complete = true;
  } finally {
    await recordBulkRead(ctx, { operation, filter, rows: count, complete }).catch((error: unknown) => {
      ctx.log.error({ err: error, operation }, 'bulk read not recorded in the audit trail');
      throw error;
    });
  }
}
