/*
 * The orphan-blob sweep (docs/documents.md, "Bytes no document names"), the periodic job
 * `documents.orphan-sweep`, run once across instances by the job lease. Bytes can outlive every
 * row that named them: storeGeneratedDocument commits a letter's PDF inside its caller's
 * transaction, and a rollback after that leaves the bytes. The sweep lists the store, notes each
 * blob no documents row names (document_blob_sightings, on the app's clock), and removes those
 * still unnamed ORPHAN_GRACE_MS after they were first seen, so bytes whose transaction is still
 * running (an upload in flight) are never taken. Each removal re-checks under the blob's lock (the
 * one an insert naming the blob takes), so a row committed meanwhile keeps its bytes. Staged bytes a
 * crash abandoned are removed after the same grace.
 */
import type { ServiceContext } from '../../../shared/context.js';
import { nowIso } from '../../../shared/context.js';
import { recordAudit } from '../../../shared/audit/record.js';
import { blobIsReferenced, lockBlob } from '../../../shared/documents/document-store.js';
import * as repo from '../repository.js';

/** How long a blob must go unnamed before it is removed: far longer than any upload's transaction. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

/** Keys checked against the documents table per statement. */
const BATCH = 500;

export interface SweepReport {
  /** Blobs in the store. */
  stored: number;
  /** Of those, named by no document at this sweep. */
  unnamed: number;
  /** Removed: unnamed for the whole grace period. */
  removed: number;
  /** Abandoned staged files removed. */
  staged: number;
}

type SweepContext = Pick<ServiceContext, 'db' | 'dialect' | 'clock' | 'log' | 'documents'>;

export async function sweepOrphanBlobs(ctx: SweepContext): Promise<SweepReport> {
  const now = nowIso(ctx);
  const graceStart = new Date(ctx.clock.now().getTime() - ORPHAN_GRACE_MS);
  const report: SweepReport = { stored: 0, unnamed: 0, removed: 0, staged: 0 };
  let batch: string[] = [];
  for await (const key of ctx.documents.storedKeys()) {
    report.stored++;
    batch.push(key);
    if (batch.length === BATCH) {
      await sweepBatch(ctx, batch, now, graceStart.toISOString(), report);
      batch = [];
    }
  }
  await sweepBatch(ctx, batch, now, graceStart.toISOString(), report);
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
  ctx.log.info({ job: 'documents.orphan-sweep', ...report }, 'stored bytes no document names swept');
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
