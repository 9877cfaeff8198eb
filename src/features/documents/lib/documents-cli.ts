/*
 * `npm run cli -- documents <command>` (docs/documents.md):
 *   rotate-key        rewraps every data key under DOCUMENTS_ENCRYPTION_KEY (key-rotation.ts)
 *   backup <dir>      copies the documents store into a directory, every blob checked
 *   restore <dir>     puts a backup directory's blobs into the store, every hash checked first
 *   sweep [--dry-run] the orphan-blob sweep now (orphan-sweep.ts); --dry-run lists what would go
 * `backup <file>` / `restore <file>` of SQLite call backupDocuments / restoreDocuments too.
 */
import type { Config } from '../../../config.js';
import { openDatabase } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { backupBlobs, restoreBlobs, type BlobBackupReport } from '../../../shared/storage/backup.js';
import { openBlobStore } from '../../../shared/storage/open-store.js';
import { systemClock } from '../../../shared/clock.js';
import { rotateDocumentKeys } from './key-rotation.js';
import { sweepOrphanBlobs, type SweepOptions } from './orphan-sweep.js';
import { createDocumentVault, keyRingOf } from './vault.js';

export const DOCUMENTS_USAGE = `  documents rotate-key
      Rewraps every document's data key under DOCUMENTS_ENCRYPTION_KEY (the old key in
      DOCUMENTS_ENCRYPTION_KEY_PREVIOUS); the stored files are not rewritten. Safe to run again.
  documents backup <dir>
      Copies the documents store into <dir> (incremental; every blob checked; a local store only:
      back up an S3 bucket with the service's versioning or replication, docs/documents.md).
  documents restore <dir>
      Puts the blobs of <dir> into the documents store (local or S3), every hash checked first.
      The encryption key is not in the backup: keep it apart.
  documents sweep [--dry-run]
      Runs the orphan sweep now: removes stored bytes no document has named for
      DOCUMENTS_ORPHAN_GRACE_HOURS (default 24) since a sweep first saw them, and abandoned
      staged files as old. --dry-run changes nothing and lists the blobs that would go.`;

function write(text: string): void {
  process.stdout.write(`${text}\n`);
}

function summary(what: string, report: BlobBackupReport): string {
  return `${what}: ${report.copied} copied, ${report.kept} already there${report.corrupted.length ? `, ${report.corrupted.length} CORRUPTED (not copied): ${report.corrupted.join(', ')}` : ''}`;
}

/** Backs the documents up beside a database backup (`<file>.documents/`); null for an S3 store (the bucket is backed up on its own). */
export async function backupDocuments(config: Config, directory: string): Promise<BlobBackupReport | null> {
  if (config.documents.store.kind !== 'local') return null;
  return backupBlobs(openBlobStore(config.documents.store), directory);
}

export async function restoreDocuments(config: Config, directory: string): Promise<BlobBackupReport> {
  return restoreBlobs(directory, openBlobStore(config.documents.store));
}

export const S3_BACKUP_ADVICE =
  'documents are in an S3 bucket: back it up with the service (bucket versioning with a retention rule, or replication to a second bucket; `aws s3 sync s3://bucket/prefix/blobs/ <dir>` copies it), docs/documents.md';

type SweepCommandContext = Parameters<typeof sweepOrphanBlobs>[0];

/** `documents sweep [--dry-run]` on an open database and vault; prints what it did (or would do). */
export async function sweepCommand(ctx: SweepCommandContext, options: SweepOptions, print: (text: string) => void = write): Promise<number> {
  const report = await sweepOrphanBlobs(ctx, options);
  const hours = options.graceMs / 3_600_000;
  const counts = `${report.stored} blobs stored, ${report.unnamed} named by no document`;
  if (options.dryRun) {
    for (const key of report.wouldGo) print(key);
    print(`Dry run: ${counts}; ${report.wouldGo.length} unnamed for ${hours} h or more would be removed, and ${report.staged} abandoned staged files. Nothing was changed.`);
  } else {
    print(`Swept: ${counts}; ${report.removed} removed (unnamed for ${hours} h or more), and ${report.staged} abandoned staged files.`);
  }
  return 0;
}

export async function documentsCli(args: string[], config: Config): Promise<number> {
  const [command, target, ...extra] = args;
  if (command === 'rotate-key' && target === undefined) {
    const keys = keyRingOf(config.documents);
    if (!keys?.current) {
      process.stderr.write('taxdesk: DOCUMENTS_ENCRYPTION_KEY is not set: set the new key there and the old one in DOCUMENTS_ENCRYPTION_KEY_PREVIOUS\n');
      return 2;
    }
    const database = openDatabase(config.database);
    try {
      await migrateToLatest(database.db);
      const report = await rotateDocumentKeys(database.db, keys);
      write(`Rewrapped ${report.rewrapped} document keys under key ${keys.current.id} (${report.current} were under it already).`);
      const unknown = Object.entries(report.unknown);
      for (const [keyId, count] of unknown) write(`${count} documents are wrapped by key ${keyId}, which is neither key: set it as DOCUMENTS_ENCRYPTION_KEY_PREVIOUS and run this again.`);
      if (report.broken.length > 0) write(`Documents whose wrapped key does not open (changed in the database): ${report.broken.join(', ')}`);
      if (unknown.length === 0 && report.broken.length === 0) write('No document needs DOCUMENTS_ENCRYPTION_KEY_PREVIOUS any more: remove it and restart.');
      return unknown.length === 0 && report.broken.length === 0 ? 0 : 1;
    } finally {
      await database.close();
    }
  }
  if (command === 'sweep' && (target === undefined || (target === '--dry-run' && extra.length === 0))) {
    const database = openDatabase(config.database);
    try {
      await migrateToLatest(database.db);
      // Not through the job lease: a sweep running beside an instance's is safe (every removal is
      // re-checked under the blob's lock); at worst a blob's grace starts again.
      const ctx = { db: database.db, dialect: database.dialect, clock: systemClock, documents: createDocumentVault(config), log: { info: () => {} } };
      return await sweepCommand(ctx, { graceMs: config.documents.orphanGraceMs, dryRun: target === '--dry-run' });
    } finally {
      await database.close();
    }
  }
  if ((command === 'backup' || command === 'restore') && target !== undefined && extra.length === 0) {
    process.umask(0o077);
    if (command === 'backup') {
      const report = await backupDocuments(config, target);
      if (report === null) {
        process.stderr.write(`taxdesk: ${S3_BACKUP_ADVICE}\n`);
        return 2;
      }
      write(summary(`Backed up the documents to ${target}`, report));
      return report.corrupted.length === 0 ? 0 : 1;
    }
    const report = await restoreDocuments(config, target);
    write(summary(`Restored the documents from ${target}`, report));
    return report.corrupted.length === 0 ? 0 : 1;
  }
  process.stderr.write(`taxdesk: usage:\n${DOCUMENTS_USAGE}\n`);
  return 2;
}
