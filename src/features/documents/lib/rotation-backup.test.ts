/*
 * Key rotation (`documents rotate-key`) on SQLite and PostgreSQL, and backups of the documents
 * store (`backup`, `documents backup|restore`): every hash checked both ways.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, describe, test } from 'node:test';
import type { Config } from '../../../config.js';
import type { ServiceContext } from '../../../shared/context.js';
import { storeGeneratedDocument } from '../../../shared/documents/generated.js';
import { backupBlobs, restoreBlobs } from '../../../shared/storage/backup.js';
import { LocalBlobStore } from '../../../shared/storage/local-store.js';
import { SAMPLES } from '../../../testing/documents.js';
import { describeApi } from '../../../testing/harness.js';
import { newClient } from '../../../testing/records.js';
import { systemActor } from '../../users/service.js';
import { KeyRing, MasterKey, parseMasterKey } from './envelope.js';
import { rotateDocumentKeys } from './key-rotation.js';
import { createDocumentVault } from './vault.js';
import type { App } from '../../../shared/http/app-types.js';

function contextOf(app: App): ServiceContext {
  return {
    db: app.db,
    reportDb: app.db,
    exportDb: app.db,
    dialect: app.dialect,
    clock: app.clock,
    config: app.config,
    log: app.log,
    mailer: app.mailer,
    documents: app.documents,
    actor: systemActor('cli'),
  };
}

describeApi('documents rotate-key', (t) => {
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('hex');
  const strayKey = randomBytes(32).toString('base64');

  test('rewraps every data key under the new key without touching the files; a key neither knows is reported', async () => {
    const withKey = (encryptionKey: string, previousEncryptionKey: string | null = null): Partial<Config> => ({
      documents: { ...t.app.config.documents, encryptionKey, previousEncryptionKey },
    });
    const before = await t.otherInstance(withKey(oldKey));
    const clientId = await newClient(t);
    const stored: Array<{ id: number; bytes: Buffer }> = [];
    try {
      for (let index = 0; index < 3; index++) {
        const bytes = Buffer.concat([SAMPLES.pdf, Buffer.from(`% copy ${index}\n`)]);
        const { id } = await storeGeneratedDocument(contextOf(before), undefined, { clientId, fileName: `letter-${index}.pdf`, mediaType: 'application/pdf', bytes, visibleToClient: true, origin: 'engagement_letter' });
        stored.push({ id, bytes });
      }
    } finally {
      await before.close();
    }
    const stray = await t.otherInstance(withKey(strayKey));
    try {
      await storeGeneratedDocument(contextOf(stray), undefined, { clientId, fileName: 'stray.pdf', mediaType: 'application/pdf', bytes: SAMPLES.pdf, visibleToClient: false, origin: 'invoice' });
    } finally {
      await stray.close();
    }
    const rows = async () => t.db.selectFrom('documents').select(['id', 'blob_key', 'sha256', 'size', 'encryption_key_id', 'wrapped_key']).orderBy('id').execute();
    const blobsBefore = (await rows()).map((row) => row.blob_key);

    const ring = new KeyRing(new MasterKey(parseMasterKey(newKey)), new MasterKey(parseMasterKey(oldKey)));
    const report = await rotateDocumentKeys(t.db, ring);
    assert.equal(report.rewrapped, 3);
    assert.deepEqual(Object.values(report.unknown), [1], 'the stray key is reported, its row left alone');
    assert.deepEqual(report.broken, []);
    const again = await rotateDocumentKeys(t.db, ring);
    assert.equal(again.rewrapped, 0, 'a second run has nothing to do');
    assert.equal(again.current, 3);

    const after = await rows();
    assert.deepEqual(after.map((row) => row.blob_key), blobsBefore, 'the stored files are not rewritten');
    const onlyNew = createDocumentVault({ documents: { ...t.app.config.documents, encryptionKey: newKey, previousEncryptionKey: null } });
    for (const { id, bytes } of stored) {
      const row = after.find((candidate) => candidate.id === id)!;
      assert.equal(row.encryption_key_id, new MasterKey(parseMasterKey(newKey)).id);
      const opened = await onlyNew.open({ blobKey: row.blob_key, sha256: row.sha256, size: Number(row.size), encryption: { keyId: row.encryption_key_id, wrappedKey: row.wrapped_key! } });
      assert.deepEqual(await buffer(opened.stream), bytes);
    }
  });
});

describe('backing up and restoring the documents store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-documents-backup-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  test('every blob copied and checked; a corrupted one reported, not copied; restore checks every hash', async () => {
    const store = new LocalBlobStore(path.join(root, 'store'));
    const keys: string[] = [];
    for (const bytes of [SAMPLES.pdf, SAMPLES.png, SAMPLES.docx]) {
      const staged = await store.stage(Readable.from([bytes]), { maxBytes: 1024 * 1024 });
      await staged.commit();
      keys.push(staged.key);
    }
    const backup = path.join(root, 'backup');
    assert.deepEqual(await backupBlobs(store, backup), { copied: 3, kept: 0, corrupted: [] });
    assert.equal(fs.statSync(backup).mode & 0o777, 0o700);
    assert.equal(fs.statSync(path.join(backup, keys[0]!.slice(0, 2), keys[0]!)).mode & 0o777, 0o600);
    assert.deepEqual(await backupBlobs(store, backup), { copied: 0, kept: 3, corrupted: [] }, 'incremental');

    // A flipped byte in the store: reported, and the backup keeps its good copy.
    const storedFile = path.join(root, 'store', keys[1]!.slice(0, 2), keys[1]!);
    const good = fs.readFileSync(storedFile);
    const bad = Buffer.from(good);
    bad.writeUInt8(bad.readUInt8(0) ^ 1, 0);
    fs.writeFileSync(storedFile, bad);
    fs.rmSync(path.join(backup, keys[1]!.slice(0, 2), keys[1]!));
    assert.deepEqual(await backupBlobs(store, backup), { copied: 0, kept: 2, corrupted: [keys[1]] });

    // Restore into an empty store: a backup file changed since is refused.
    fs.writeFileSync(path.join(backup, keys[1]!.slice(0, 2), keys[1]!), good);
    const changed = path.join(backup, keys[2]!.slice(0, 2), keys[2]!);
    fs.appendFileSync(changed, 'x');
    const restored = new LocalBlobStore(path.join(root, 'restored'));
    assert.deepEqual(await restoreBlobs(backup, restored), { copied: 2, kept: 0, corrupted: [keys[2]] });
    assert.deepEqual(await restored.read(keys[1]!, 1024 * 1024), good);
    assert.equal(await restored.has(keys[2]!), false);
    assert.deepEqual(await restoreBlobs(backup, restored), { copied: 0, kept: 2, corrupted: [keys[2]] });
  });
});
