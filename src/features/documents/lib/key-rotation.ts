/*
 * `npm run cli -- documents rotate-key` (docs/documents.md, "Rotating the key"): rewraps the data
 * key of every document wrapped by another master key than DOCUMENTS_ENCRYPTION_KEY (the previous
 * one, DOCUMENTS_ENCRYPTION_KEY_PREVIOUS) under the current one. The stored files are not touched:
 * a data key and nonce prefix are 40 bytes per row. Each row is updated only if it still holds the
 * wrapped key that was read (a concurrent rotation or delete wins), in batches of 200, so it can
 * run while the servers serve, and again after an interruption. The queries are the repository's
 * (countDocumentsUnderKey, documentKeysToRewrap, rewrapDocumentKey), so sql/documents/ shows them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { countDocumentsUnderKey, documentKeysToRewrap, rewrapDocumentKey } from '../repository.js';
import { UnknownKeyError, type KeyRing } from './envelope.js';

export interface RotationReport {
  rewrapped: number;
  /** Rows already under the current key. */
  current: number;
  /** Key ids of rows neither key can unwrap (with their counts): they stay as they are. */
  unknown: Record<string, number>;
  /** Rows whose wrapped key does not open under the key its id names (changed in the database). */
  broken: number[];
}

const BATCH = 200;

export async function rotateDocumentKeys(db: Kysely<Database>, keys: KeyRing): Promise<RotationReport> {
  const current = keys.current;
  if (!current) throw new Error('DOCUMENTS_ENCRYPTION_KEY is not set: there is no key to rewrap to');
  const report: RotationReport = { rewrapped: 0, current: await countDocumentsUnderKey(db, current.id), unknown: {}, broken: [] };
  let after = 0;
  for (;;) {
    const rows = await documentKeysToRewrap(db, current.id, after, BATCH);
    if (rows.length === 0) return report;
    for (const row of rows) {
      after = row.id;
      let rewrapped;
      try {
        rewrapped = current.wrap(keys.unwrap(row));
      } catch (error) {
        if (error instanceof UnknownKeyError) report.unknown[error.keyId] = (report.unknown[error.keyId] ?? 0) + 1;
        else report.broken.push(row.id);
        continue;
      }
      if (await rewrapDocumentKey(db, row.id, row.wrappedKey, rewrapped)) report.rewrapped++;
    }
  }
}
