import type { Static } from 'typebox';
import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { DAY_MS } from '../../shared/dates.js';
import { ValidationError, type FieldErrors } from '../../shared/errors.js';
import { boundInstant, logFilter, windowedFilter } from './lib/filters.js';
import { fingerprintOf } from './lib/fingerprint.js';
import { deleteChunkBefore, groupsPage, insertEntries, listEntriesPage, PURGE_CHUNK, summarize, type NewLogEntry } from './repository.js';
import { LIMITS, type GroupsQuery, type LogBatchRequest, type LogListQuery, type RangeQuery } from './schemas.js';

/**
 * Stores a batch whole or refuses it whole: every bad entry is listed with its index. A browser's
 * clock may run ahead of ours by LIMITS.futureSkewMs at most.
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
  return insertEntries(ctx.db, entries);
}

export async function listLogs(ctx: ServiceContext, query: Static<typeof LogListQuery>) {
  const { page, pageSize, ...filters } = query;
  return listEntriesPage(ctx.db, ctx.dialect, { ...logFilter(filters), page, pageSize });
}

export async function summarizeLogs(ctx: ServiceContext, query: Static<typeof RangeQuery>) {
  const filter = windowedFilter(query, ctx.clock.now());
  return { from: filter.from, to: filter.to, ...(await summarize(ctx.db, ctx.dialect, filter)) };
}

export async function listLogGroups(ctx: ServiceContext, query: Static<typeof GroupsQuery>) {
  const { page, pageSize, ...filters } = query;
  return groupsPage(ctx.db, ctx.dialect, { ...windowedFilter(filters, ctx.clock.now()), page, pageSize });
}

/** Deletes chunk after chunk until none is left; how many went. */
async function deleteAllBefore(db: ServiceContext['db'], cutoff: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const removed = await deleteChunkBefore(db, cutoff);
    deleted += removed;
    if (removed < PURGE_CHUNK) return deleted;
  }
}

/**
 * An admin's purge: one transaction with its audit entry, so the trail names every row that went.
 * It is rare and deliberate, so holding the write lock for its length is accepted.
 */
export async function purgeLogs(ctx: ServiceContext, before: string): Promise<number> {
  const cutoff = boundInstant(before);
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const deleted = await deleteAllBefore(trx, cutoff);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'clientlog.purge', recordType: 'client_log', changes: changedFields(null, { cutoff, deleted }) });
    return deleted;
  });
}

/**
 * The retention job: entries older than the setting go, each chunk committed by itself so a large
 * purge never holds one long lock (SQLite has one writer; PostgreSQL would bloat one huge
 * transaction). The system does it, so it leaves no audit entry.
 */
export async function purgeExpiredLogs(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>): Promise<number> {
  return deleteAllBefore(ctx.db, new Date(ctx.clock.now().getTime() - ctx.config.clientLogRetentionDays * DAY_MS).toISOString());
}
