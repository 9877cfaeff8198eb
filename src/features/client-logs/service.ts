import type { Static } from 'typebox';
import { planTextSearch } from '../../db/text-search.js';
import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { DAY_MS } from '../../shared/dates.js';
import { ValidationError, type FieldErrors } from '../../shared/errors.js';
import { boundInstant, logFilter, windowedFilter } from './lib/filters.js';
import { fingerprintOf } from './lib/fingerprint.js';
import { countDeltas, countPlan, tally, type CountDelta } from './lib/kept-counts.js';
import {
  addToKeptCounts,
  countEntries,
  countKept,
  deleteChunkBefore,
  groupsPage,
  insertEntries,
  listEntriesPage,
  PURGE_CHUNK,
  summarize,
  type LogFilter,
  type NewLogEntry,
} from './repository.js';
import { LIMITS, type GroupsQuery, type LogBatchRequest, type LogListQuery, type RangeQuery } from './schemas.js';

/**
 * Stores a batch whole or refuses it whole: every bad entry is listed with its index. A browser's
 * clock may run ahead of ours by LIMITS.futureSkewMs at most. The kept counts (client_log_counts,
 * client_log_totals) follow in the same transaction.
 */
export async function ingestLogs(ctx: ServiceContext, batch: Static<typeof LogBatchRequest>, userAgent: string | null): Promise<number> {
  const receivedAt = ctx.clock.now();
  const errors: FieldErrors = {};
  const entries: NewLogEntry[] = batch.entries.map((entry, index) => {
    const occurredAt = entry.occurredAt === undefined ? receivedAt : new Date(entry.occurredAt);
    if (occurredAt.getTime() > receivedAt.getTime() + LIMITS.futureSkewMs) {
      errors[`entries[${index}].occurredAt`] = ['must not be in the future'];
    }
    const context = entry.context ?? null;
    if (context !== null && Buffer.byteLength(JSON.stringify(context)) > LIMITS.contextBytes) {
      errors[`entries[${index}].context`] = [`must be at most ${LIMITS.contextBytes} bytes of JSON`];
    }
    return {
      level: entry.level,
      message: entry.message,
      stack: entry.stack ?? null,
      url: entry.url ?? null,
      userAgent: entry.userAgent ?? userAgent?.slice(0, LIMITS.userAgent) ?? null,
      source: entry.source ?? null,
      context,
      fingerprint: fingerprintOf(entry),
      occurredAt: occurredAt.toISOString(),
      receivedAt: receivedAt.toISOString(),
      userId: ctx.actor.userId,
    };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await insertEntries(trx, entries);
    await addToKeptCounts(trx, countDeltas(entries, 1));
    return stored;
  });
}

/**
 * The count comes from the kept counts unless the filter has a text search or a problem
 * (fingerprint), or a range holding no whole hour: a search reads every entry of the range (text
 * anywhere in a message), a problem counts its own entries on the fingerprint index, a short range
 * its entries on the time index.
 */
async function countLogs(ctx: ServiceContext, filter: LogFilter): Promise<number> {
  const plan = countPlan(filter);
  return plan.kind === 'kept' ? countKept(ctx.db, ctx.dialect, plan) : countEntries(ctx.db, ctx.dialect, filter);
}

/** The filter with its text search planned once for all the request's statements (db/text-search.ts). */
async function planSearch<F extends LogFilter>(ctx: ServiceContext, filter: F): Promise<F> {
  if (!filter.search) return filter;
  return { ...filter, search: await planTextSearch(ctx.db, ctx.dialect, 'client_logs_text', filter.search.text) };
}

export async function listLogs(ctx: ServiceContext, query: Static<typeof LogListQuery>) {
  const { page, pageSize, ...filters } = query;
  const filter = await planSearch(ctx, logFilter(filters));
  return listEntriesPage(ctx.db, ctx.dialect, { ...filter, page, pageSize }, () => countLogs(ctx, filter));
}

/**
 * The summary and the groups aggregate every entry of the range (a week can be 450,000 rows): they
 * read through ctx.reportDb, which on a SQLite file runs them in the report thread, so the request
 * thread keeps answering meanwhile (issue 28.3, src/db/report-reads.ts).
 */
export async function summarizeLogs(ctx: ServiceContext, query: Static<typeof RangeQuery>) {
  const filter = await planSearch(ctx, windowedFilter(query, ctx.clock.now()));
  return { from: filter.from, to: filter.to, ...(await summarize(ctx.reportDb, ctx.dialect, filter)) };
}

export async function listLogGroups(ctx: ServiceContext, query: Static<typeof GroupsQuery>) {
  const { page, pageSize, ...filters } = query;
  const filter = await planSearch(ctx, windowedFilter(filters, ctx.clock.now()));
  return groupsPage(ctx.reportDb, ctx.dialect, { ...filter, page, pageSize });
}

/** Runs chunk after chunk until one comes short (none is left); how many went. */
async function deleteAllChunks(chunk: () => Promise<number>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const removed = await chunk();
    deleted += removed;
    if (removed < PURGE_CHUNK) return deleted;
  }
}

/**
 * An admin's purge: one transaction with its audit entry, so the trail names every row that went.
 * It is rare and deliberate, so holding the write lock for its length is accepted. The kept counts
 * change once, at the end: a transaction that locked count rows chunk after chunk would take
 * them out of order against a concurrent ingestion on PostgreSQL (hours, then totals, then hours).
 */
export async function purgeLogs(ctx: ServiceContext, before: string): Promise<number> {
  const cutoff = boundInstant(before);
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const tallies = new Map<string, CountDelta>();
    const deleted = await deleteAllChunks(async () => {
      const removed = await deleteChunkBefore(trx, cutoff);
      tally(removed, -1, tallies);
      return removed.length;
    });
    await addToKeptCounts(trx, [...tallies.values()]);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'clientlog.purge', recordType: 'client_log', changes: changedFields(null, { cutoff, deleted }) });
    return deleted;
  });
}

/**
 * The retention job: entries older than the setting go, each chunk committed by itself with its
 * change to the kept counts, so a large purge never holds one long lock (SQLite has one writer;
 * PostgreSQL would bloat one huge transaction). The system does it, so it leaves no audit entry.
 */
export async function purgeExpiredLogs(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.clientLogRetentionDays * DAY_MS).toISOString();
  return deleteAllChunks(() =>
    ctx.db.transaction().execute(async (trx) => {
      const removed = await deleteChunkBefore(trx, cutoff);
      await addToKeptCounts(trx, countDeltas(removed, -1));
      return removed.length;
    }),
  );
}
