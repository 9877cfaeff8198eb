/*
 * The orphan-blob sweep (issue 33): a letter's PDF stored inside a send that rolls back leaves bytes
 * no row names; the sweep removes them once they have gone unnamed for the grace period (the clock
 * is moved, never slept on), and keeps every blob a row names, including one whose row commits
 * after the sweep first saw it (an upload in flight). On the local store (through the job, with a
 * grace of DOCUMENTS_ORPHAN_GRACE_HOURS=2), S3, and `documents sweep [--dry-run]` of the CLI.
 */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, test } from 'node:test';
import { ConfigError, loadConfig } from '../../../config.js';
import type { ServiceContext } from '../../../shared/context.js';
import { recordDocumentIn } from '../../../shared/documents/document-aggregate.js';
import { storeGeneratedDocument } from '../../../shared/documents/generated.js';
import { parseS3Url } from '../../../shared/storage/open-store.js';
import { auditOf } from '../../../testing/audit.js';
import { manualClock } from '../../../testing/clock.js';
import { SAMPLES } from '../../../testing/documents.js';
import { describeApi, testConfig, type TestContext } from '../../../testing/harness.js';
import { newClient } from '../../../testing/records.js';
import { startTestS3, type TestS3 } from '../../../testing/s3.js';
import { systemContext } from '../../../testing/service-context.js';
import { sweepCommand } from './documents-cli.js';
import { sweepOrphanBlobs } from './orphan-sweep.js';
import { createDocumentVault } from './vault.js';

const clock = manualClock('2027-02-01T09:00:00.000Z');
/** The test app's DOCUMENTS_ORPHAN_GRACE_HOURS=2, so the job is seen to take the setting, not the 24 h default. */
const GRACE_MS = 2 * 60 * 60_000;
let s3: TestS3 | null = null;
after(async () => {
  await s3?.stop();
});

/** A letter PDF of its own bytes (a comment line), so no other document shares its blob. */
const letterPdf = (label: string) => Buffer.concat([SAMPLES.pdf, Buffer.from(`% ${label}\n`, 'latin1')]);

async function storedKeys(ctx: ServiceContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of ctx.documents.storedKeys()) keys.push(key);
  return keys;
}

/** Sends a letter whose transaction rolls back after its PDF was stored (as a lost race for the contract's one open letter does). */
async function rolledBackLetter(ctx: ServiceContext, clientId: number, label: string): Promise<string> {
  const before = new Set(await storedKeys(ctx));
  await assert.rejects(
    ctx.db.transaction().execute(async (trx) => {
      await storeGeneratedDocument(ctx, trx, { clientId, fileName: 'Engagement letter.pdf', mediaType: 'application/pdf', bytes: letterPdf(label), visibleToClient: true, origin: 'engagement_letter' });
      throw new Error('the letter send rolled back');
    }),
    /rolled back/,
  );
  const left = (await storedKeys(ctx)).filter((key) => !before.has(key));
  assert.equal(left.length, 1, 'the rolled-back send left its bytes in the store');
  return left[0]!;
}

async function sweepsAfterTheGrace(t: TestContext, ctx: ServiceContext, sweep: () => Promise<unknown>): Promise<void> {
  const clientId = await newClient(t);
  const live = await storeGeneratedDocument(ctx, undefined, { clientId, fileName: 'Invoice.pdf', mediaType: 'application/pdf', bytes: letterPdf(`live ${ctx.documents.storeKind}`), visibleToClient: true, origin: 'invoice' });
  const liveKey = (await t.db.selectFrom('documents').select('blob_key').where('id', '=', live.id).executeTakeFirstOrThrow()).blob_key;
  const orphan = await rolledBackLetter(ctx, clientId, `orphan ${ctx.documents.storeKind}`);
  // An upload in flight: its bytes are in place, its row not yet committed.
  const inFlight = await ctx.documents.ingest(Readable.from([letterPdf(`in flight ${ctx.documents.storeKind}`)]), { maxBytes: 1024 });
  await inFlight.staged.commit();

  const first = await sweepOrphanBlobs(ctx, { graceMs: GRACE_MS });
  assert.equal(first.removed, 0, 'nothing unnamed is removed before the grace period');
  assert.ok((await storedKeys(ctx)).includes(orphan));
  // The in-flight upload's row commits after the sweep saw its bytes unnamed.
  await t.db.transaction().execute((trx) => recordDocumentIn(ctx, trx, inFlight, { clientId, requestId: null, fileName: 'upload.pdf', visibleToClient: true, origin: 'client_upload', uploader: 'client' }));

  clock.advance(GRACE_MS - 60_000);
  assert.equal((await sweepOrphanBlobs(ctx, { graceMs: GRACE_MS })).removed, 0, 'a minute short of the grace period');

  clock.advance(2 * 60_000);
  await sweep();
  const left = await storedKeys(ctx);
  assert.ok(!left.includes(orphan), 'the rolled-back letter’s bytes are gone');
  assert.ok(left.includes(liveKey), 'a document’s bytes stay');
  assert.ok(left.includes(inFlight.staged.key), 'the upload that committed after the first sighting keeps its bytes');
  const download = await t.db.selectFrom('documents').select(['blob_key', 'sha256', 'size', 'encryption_key_id', 'wrapped_key']).where('id', '=', live.id).executeTakeFirstOrThrow();
  const opened = await ctx.documents.open({ blobKey: download.blob_key, sha256: download.sha256, size: Number(download.size), encryption: null });
  opened.stream.destroy();
  assert.deepEqual(await t.db.selectFrom('document_blob_sightings').select('blob_key').execute(), [], 'no sighting outlives the sweep that removed or cleared it');
}

test('the documents may not share the site images’ store: the sweep would take the images', () => {
  assert.throws(() => loadConfig({ STORAGE_DIR: '/srv/files', DOCUMENTS_DIR: '/srv/files/' }), /Invalid setting DOCUMENTS_DIR: names the same store as STORAGE_DIR/);
  const bucket = 's3://firm/shared?endpoint=https://minio.example:9000';
  assert.throws(() => loadConfig({ STORAGE_URL: bucket, DOCUMENTS_S3_URL: bucket }), /Invalid setting DOCUMENTS_S3_URL/);
  assert.equal(loadConfig({ STORAGE_URL: bucket, DOCUMENTS_S3_URL: 's3://firm/documents?endpoint=https://minio.example:9000' }).documents.store.kind, 's3');
  assert.equal(loadConfig({ STORAGE_DIR: '/srv/files', DOCUMENTS_DIR: '/srv/documents' }).documents.store.kind, 'local');
});

describeApi('the orphan-blob sweep', (t) => {
  test('local store, through the job: a rolled-back letter send’s bytes go after the grace period, audited with the count; live bytes stay', async () => {
    const ctx = systemContext(t, 'orphan-sweep-test');
    await sweepsAfterTheGrace(t, ctx, async () => assert.equal(await t.app.jobs.runOnce('documents.orphan-sweep'), true));
    const swept = (await auditOf(t, 'document')).filter((entry) => entry.operation === 'document.orphans_swept');
    assert.deepEqual(swept.map((entry) => entry.changes), [{ removed: { before: null, after: 1 }, staged: { before: null, after: 0 } }]);
  });

  test('S3 store (s3rver): the same', async () => {
    s3 ??= await startTestS3('taxdesk-sweep');
    const vault = createDocumentVault({ documents: { ...t.app.config.documents, store: { kind: 's3', ...parseS3Url(s3.url(`sweep-${t.dialect}`)) } } });
    const ctx = systemContext(t, 'orphan-sweep-test', { documents: vault });
    await sweepsAfterTheGrace(t, ctx, async () => assert.equal((await sweepOrphanBlobs(ctx, { graceMs: GRACE_MS })).removed, 1));
  });

  test('documents sweep --dry-run lists the blobs unnamed for the grace period and changes nothing; documents sweep removes them', async () => {
    const ctx = systemContext(t, 'orphan-sweep-cli-test');
    const clientId = await newClient(t);
    const orphan = await rolledBackLetter(ctx, clientId, 'cli');
    const run = async (dryRun: boolean) => {
      const lines: string[] = [];
      assert.equal(await sweepCommand(ctx, { graceMs: GRACE_MS, dryRun }, (line) => lines.push(line)), 0);
      return lines;
    };
    const sightings = () => t.db.selectFrom('document_blob_sightings').select(['blob_key', 'first_seen_at', 'last_seen_at']).orderBy('blob_key').execute();

    // Never seen by a sweep: a sweep now would only note it, so a dry run names nothing and notes nothing.
    const unseen = await run(true);
    assert.equal(unseen.length, 1);
    assert.match(unseen[0]!, /^Dry run: \d+ blobs stored, 1 named by no document; 0 unnamed for 2 h or more would be removed, and 0 abandoned staged files\. Nothing was changed\.$/);
    assert.deepEqual(await sightings(), []);

    assert.match((await run(false)).join('\n'), /^Swept: \d+ blobs stored, 1 named by no document; 0 removed/);
    const noted = await sightings();
    assert.deepEqual(noted.map((row) => row.blob_key), [orphan]);

    clock.advance(GRACE_MS);
    const listed = await run(true);
    assert.deepEqual(listed.slice(0, -1), [orphan], 'the dry run lists the one blob that would go');
    assert.match(listed.at(-1)!, /1 unnamed for 2 h or more would be removed/);
    assert.ok((await storedKeys(ctx)).includes(orphan), 'the dry run removed nothing');
    assert.deepEqual(await sightings(), noted, 'nor moved a sighting');

    assert.match((await run(false)).join('\n'), /1 removed \(unnamed for 2 h or more\)/);
    assert.ok(!(await storedKeys(ctx)).includes(orphan));
    assert.deepEqual(await sightings(), []);
  });
}, { app: { clock }, config: { documents: { ...testConfig().documents, orphanGraceMs: 2 * 60 * 60_000 } } });

test('DOCUMENTS_ORPHAN_GRACE_HOURS: 24 by default, whole hours from 1 to 720, anything else stops the start', () => {
  assert.equal(loadConfig({}).documents.orphanGraceMs, 24 * 60 * 60_000);
  assert.equal(loadConfig({ DOCUMENTS_ORPHAN_GRACE_HOURS: '2' }).documents.orphanGraceMs, 2 * 60 * 60_000);
  assert.equal(loadConfig({ DOCUMENTS_ORPHAN_GRACE_HOURS: '720' }).documents.orphanGraceMs, 720 * 60 * 60_000);
  for (const [value, reason] of [['0', /0 is outside 1\.\.720/], ['721', /721 is outside 1\.\.720/], ['1.5', /"1\.5" is not an integer/], ['24h', /"24h" is not an integer/]] as const) {
    assert.throws(() => loadConfig({ DOCUMENTS_ORPHAN_GRACE_HOURS: value }), (error: unknown) => error instanceof ConfigError && /DOCUMENTS_ORPHAN_GRACE_HOURS/.test(error.message) && reason.test(error.message));
  }
});
