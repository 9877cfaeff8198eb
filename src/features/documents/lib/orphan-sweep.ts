/*
 * The orphan-blob sweep (docs/documents.md, "Bytes no document names"), the periodic job
 * `documents.orphan-sweep`, run once across instances by the job lease, and `documents sweep` of
 * the CLI. Bytes can outlive every row that named them: storeGeneratedDocument commits a letter's
 * PDF inside its caller's transaction, and a rollback after that leaves the bytes. The sweep lists
 * the store, notes each blob no documents row names (document_blob_sightings, on the app's clock),
 * and removes those still unnamed a grace period (DOCUMENTS_ORPHAN_GRACE_HOURS) after they were
 * first seen, so bytes whose transaction is still running (an upload in flight) are never taken.
 * Each removal re-checks under the blob's lock (the one an insert naming the blob takes), so a row
 * committed meanwhile keeps its bytes. Staged bytes a crash abandoned are removed after the same
 * grace. A dry run writes nothing: it reads the sightings earlier sweeps noted and names what would go.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../shared/context.js';
import { nowIso } from '../../../shared/context.js';
import { recordAudit } from '../../../shared/audit/record.js';
import { blobIsReferenced, lockBlob } from '../../../shared/documents/document-store.js';
import * as repo from '../repository.js';

/** Keys checked against the documents table per statement. */
const BATCH = 500;

export interface SweepOptions {
  /** How long a blob must go unnamed before it is removed (DOCUMENTS_ORPHAN_GRACE_HOURS). */
  graceMs: number;
  /** Remove and note nothing; `wouldGo` names the blobs that would be removed. */
  dryRun?: boolean;
}

export interface SweepReport {
  /** Blobs in the store. */
  stored: number;
  /** Of those, named by no document at this sweep. */
  unnamed: number;
  /** Removed: unnamed for the whole grace period (0 in a dry run). */
  removed: number;
  /** Abandoned staged files removed (in a dry run: that would be). */
  staged: number;
  /** A dry run's blobs unnamed for the whole grace period, which a sweep would remove; empty otherwise. */
  wouldGo: string[];
}

/** The CLI has no server logger: only the log's `info` is used. */
type SweepContext = Pick<ServiceContext, 'db' | 'dialect' | 'clock' | 'documents'> & { log: Pick<FastifyBaseLogger, 'info'> };

export async function sweepOrphanBlobs(ctx: SweepContext, options: SweepOptions): Promise<SweepReport> {
  const now = nowIso(ctx);
  const graceStart = new Date(ctx.clock.now().getTime() - options.graceMs);
  const report: SweepReport = { stored: 0, unnamed: 0, removed: 0, staged: 0, wouldGo: [] };
  const sweep = options.dryRun ? dryBatch : sweepBatch;
  let batch: string[] = [];
  for await (const key of ctx.documents.storedKeys()) {
    report.stored++;
    batch.push(key);
    if (batch.length === BATCH) {
      await sweep(ctx, batch, now, graceStart.toISOString(), report);
      batch = [];
    }
  }
  await sweep(ctx, batch, now, graceStart.toISOString(), report);
  if (options.dryRun) {
    report.staged = await ctx.documents.sweepStaged(graceStart, { dryRun: true });
    return report;
  }
  await repo.forgetUnrenewedSightings(ctx.db, now);
  report.staged = await ctx.documents.sweepStaged(graceStart);
  if (report.removed > 0 || report.staged > 0) {
    await recordAudit(ctx.db, { userId: null, ip: null, requestId: 'documents.orphan-sweep' }, {
      at: now,
      operation: 'document.orphans_swept',
      recordType: 'document',
      changes: { removed: { before: null, after: report.removed }, staged: { before: null, after: report.staged } },
    });
  }
  const { wouldGo: _none, ...counts } = report;
  ctx.log.info({ job: 'documents.orphan-sweep', ...counts }, 'stored bytes no document names swept');
  return report;
}

async function sweepBatch(ctx: SweepContext, keys: string[], now: string, graceStart: string, report: SweepReport): Promise<void> {
  if (keys.length === 0) return;
  const named = await repo.namedBlobKeys(ctx.db, keys);
  const unnamed = keys.filter((key) => !named.has(key));
  report.unnamed += unnamed.length;
  const firstSeen = await repo.recordBlobSightings(ctx.db, unnamed, now);
  for (const key of unnamed) {
    // Instants are ISO 8601 UTC strings of one length on both databases: they compare as text.
    if (firstSeen.get(key)! <= graceStart && (await removeIfUnnamed(ctx, key))) report.removed++;
  }
}

/** A dry run's batch: a blob never seen unnamed before would only be noted now, so it would not go. */
async function dryBatch(ctx: SweepContext, keys: string[], _now: string, graceStart: string, report: SweepReport): Promise<void> {
  if (keys.length === 0) return;
  const named = await repo.namedBlobKeys(ctx.db, keys);
  const unnamed = keys.filter((key) => !named.has(key));
  report.unnamed += unnamed.length;
  const firstSeen = await repo.blobFirstSightings(ctx.db, unnamed);
  for (const key of unnamed) {
    const seen = firstSeen.get(key);
    if (seen !== undefined && seen <= graceStart) report.wouldGo.push(key);
  }
}

/** Removes the blob under its lock unless a row names it by now; its sighting goes either way. */
async function removeIfUnnamed(ctx: SweepContext, key: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockBlob(trx, ctx.dialect, key);
    const named = await blobIsReferenced(trx, key);
    if (!named) await ctx.documents.remove(key);
    await repo.forgetBlobSighting(trx, key);
    return !named;
  });
}
