/*
 * `npm run cli -- documents rotate-key` (docs/documents.md, "Rotating the key"): rewraps the data
 * key of every document wrapped by another master key than DOCUMENTS_ENCRYPTION_KEY (the previous
 * one, DOCUMENTS_ENCRYPTION_KEY_PREVIOUS) under the current one. The stored files are not touched:
 * a data key and nonce prefix are 40 bytes per row. Each row is updated only if it still holds the
 * wrapped key that was read (a concurrent rotation or delete wins), in batches of 200, so it can
 * run while the servers serve, and again after an interruption.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
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
  const report: RotationReport = { rewrapped: 0, current: 0, unknown: {}, broken: [] };
  const counted = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('encryption_key_id', '=', current.id)
    .executeTakeFirstOrThrow();
  report.current = Number(counted.count);
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('documents')
      .select(['id', 'encryption_key_id', 'wrapped_key'])
      .where('encryption_key_id', 'is not', null)
      .where('encryption_key_id', '!=', current.id)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return report;
    for (const row of rows) {
      after = row.id;
      const wrapped = { keyId: row.encryption_key_id!, wrappedKey: row.wrapped_key ?? '' };
      let rewrapped;
      try {
        rewrapped = current.wrap(keys.unwrap(wrapped));
      } catch (error) {
        if (error instanceof UnknownKeyError) report.unknown[error.keyId] = (report.unknown[error.keyId] ?? 0) + 1;
        else report.broken.push(row.id);
        continue;
      }
      const updated = await db
        .updateTable('documents')
        .set({ encryption_key_id: rewrapped.keyId, wrapped_key: rewrapped.wrappedKey })
        .where('id', '=', row.id)
        .where('wrapped_key', '=', wrapped.wrappedKey)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) report.rewrapped++;
    }
  }
}
