/*
 * Backing up a blob store to a directory and restoring it, every hash checked (docs/documents.md,
 * "Backups"). The directory has the local store's layout (`<first two hex digits>/<key>`, 0700
 * directories, 0600 files), so a backup is also a store one can open. Copying is incremental: a
 * blob already in the backup with the right bytes is not copied again.
 *
 * - backup: each blob is opened through the store (checked before anything is copied) and written
 *   to a temporary file, fsynced and renamed; a corrupted blob is reported and not copied (the
 *   backup keeps its older good copy, if any).
 * - restore: each file of the backup is hashed; one whose bytes do not match its name is reported
 *   and not restored; the rest are staged and committed into the store (local or S3), skipping
 *   blobs the store already holds.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BlobCorruptedError, isBlobKey, type BlobStore } from './blob-store.js';

export interface BlobBackupReport {
  /** Blobs written (backup) or restored. */
  copied: number;
  /** Blobs already there with the right bytes. */
  kept: number;
  /** Keys whose bytes do not match: not copied. */
  corrupted: string[];
}

async function hashFile(file: string): Promise<string | null> {
  try {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Copies every blob of the store into `directory`, checked. */
export async function backupBlobs(store: BlobStore, directory: string): Promise<BlobBackupReport> {
  const report: BlobBackupReport = { copied: 0, kept: 0, corrupted: [] };
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  for await (const key of store.keys()) {
    const target = path.join(directory, key.slice(0, 2), key);
    if ((await hashFile(target)) === key) {
      report.kept++;
      continue;
    }
    let opened;
    try {
      opened = await store.open(key);
    } catch (error) {
      if (error instanceof BlobCorruptedError) {
        report.corrupted.push(key);
        continue;
      }
      throw error;
    }
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.part`;
    try {
      await pipeline(opened.stream(), createWriteStream(temporary, { mode: 0o600, flush: true }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      if (error instanceof BlobCorruptedError) {
        report.corrupted.push(key);
        continue;
      }
      throw error;
    } finally {
      await opened.close();
    }
    report.copied++;
  }
  return report;
}

/** Every blob file of a backup directory (`xx/<key>`). */
async function* backupFiles(directory: string): AsyncIterable<{ key: string; file: string }> {
  const fanOut = (await fs.readdir(directory)).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort();
  for (const prefix of fanOut) {
    for (const name of (await fs.readdir(path.join(directory, prefix))).sort()) {
      if (isBlobKey(name) && name.startsWith(prefix)) yield { key: name, file: path.join(directory, prefix, name) };
    }
  }
}

/** Restores every blob of a backup directory into the store, each checked against its name first. */
export async function restoreBlobs(directory: string, store: BlobStore): Promise<BlobBackupReport> {
  const report: BlobBackupReport = { copied: 0, kept: 0, corrupted: [] };
  for await (const { key, file } of backupFiles(directory)) {
    if ((await hashFile(file)) !== key) {
      report.corrupted.push(key);
      continue;
    }
    if (await store.has(key)) {
      report.kept++;
      continue;
    }
    const { size } = await fs.stat(file);
    const staged = await store.stage(createReadStream(file), { maxBytes: size });
    // Checked again as it was staged: the file may have changed since it was hashed.
    if (staged.key !== key) {
      await staged.discard();
      report.corrupted.push(key);
      continue;
    }
    await staged.commit();
    report.copied++;
  }
  return report;
}
